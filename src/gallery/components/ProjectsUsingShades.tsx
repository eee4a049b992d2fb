import Link from 'next/link'
import { getMessages } from '../../i18n/messages'
import type { SiteLocale } from '../../shared/locales'
import { HeadedSection } from '../../shared/ui/HeadedSection'
import { getProjectsUsingShades } from '../queries'
import { ProjectImage } from './ProjectImage'

type Props = { locale: SiteLocale; codes: { id: number; itemCode: string }[] }

/**
 * On a product's page (issue 30.4): the gallery projects made with any of its item codes, each
 * naming the codes it used. Given to the catalogue's page by its route, as the request section is.
 */
export async function ProjectsUsingShades({ locale, codes }: Props) {
  const projects = await getProjectsUsingShades(locale, codes)
  if (projects.length === 0) return null
  const t = getMessages(locale)
  return (
    <HeadedSection id="used-in-projects" title={t.gallery.usedInTitle} className="py-16" innerClassName="container-page" headingClassName="font-serif text-3xl">
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-projects-using-shades>
        {projects.map((project) => {
          const name = project.name ?? project.slug
          return (
            <li key={project.id} className="group relative overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-lg" data-project={project.slug}>
              <div className="aspect-[4/3] overflow-hidden bg-ink">
                <ProjectImage image={project.primaryImage} name={name} noImage={t.common.noImage} />
              </div>
              <div className="flex flex-col gap-1 p-5">
                <h3 className="font-serif text-xl text-ink">
                  <Link href={`/resources/${project.slug}`} className="after:absolute after:inset-0 hover:underline">
                    {name}
                  </Link>
                </h3>
                <p className="font-mono text-sm text-stone">{t.gallery.usesCodes(project.codes.join(', '))}</p>
              </div>
            </li>
          )
        })}
      </ul>
    </HeadedSection>
  )
}
