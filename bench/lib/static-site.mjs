// The limit of this machine: each page's saved HTML served by nginx as a
// static file (pre-compressed with gzip, as the proxy stores it).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { startNginx, temporaryPrefix } from '../../scripts/lib/proxy.mjs'

const fileFor = (root, pagePath) => path.join(root, pagePath === '/' ? 'index.html' : `${pagePath.replace(/^\//, '')}.html`)

/**
 * @param {{ port: number, pages: { path: string, host: 'en' | 'zh' | 'cn', html: Buffer }[] }} options
 */
export async function startStaticSite({ port, pages }) {
  const prefix = temporaryPrefix('bench-static')
  for (const page of pages) {
    const file = fileFor(path.join(prefix, 'site', page.host), page.path)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, page.html)
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(page.html, { level: 5 }))
  }
  const server = (name, root) => `
  server {
    listen 127.0.0.1:${port};
    server_name ${name};
    root ${root};
    gzip_static on;
    location / {
      default_type text/html;
      add_header Cache-Control "public, max-age=0, s-maxage=2, must-revalidate";
      try_files $uri.html =404;
    }
    location = / { try_files /index.html =404; }
  }`
  const config = path.join(prefix, 'nginx.conf')
  fs.writeFileSync(
    config,
    `worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  server_tokens off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy_temp;
  fastcgi_temp_path ${prefix}/fastcgi_temp;
  uwsgi_temp_path ${prefix}/uwsgi_temp;
  scgi_temp_path ${prefix}/scgi_temp;
  ${server('localhost', path.join(prefix, 'site', 'en'))}
  ${server('zh.localhost', path.join(prefix, 'site', 'zh'))}
  ${server('cn.localhost', path.join(prefix, 'site', 'cn'))}
}
`,
  )
  const child = await startNginx({ config, port, prefix, stdio: 'ignore' })
  return {
    stop() {
      child.kill('SIGQUIT')
      fs.rmSync(prefix, { recursive: true, force: true })
    },
  }
}
