import { beforeAll, describe, expect, it } from "vitest";
import { FAMILY_SWATCHES } from "../../src/colours/families";
import {
  adminSession,
  baseUrl,
  createDocument,
  getWithHost,
  type Session,
} from "../helpers/http";

// The colour finder renders its results on the server, in both languages, from Active products only.
// Other files' item codes share this server's catalogue (many in gold, #C9A227): this file's
// codes are a mulberry (#8E3B5A) and a close neighbour (ΔE₀₀ 3.45) no other file uses, so that
// the six nearest to it are this file's own whatever ran before it.
const run = Date.now().toString(36);
const slug = `colour-http-${run}`;
let admin: Session;

const host = () => new URL(baseUrl()).host;
const english = (path: string) => getWithHost(baseUrl(), path, host());
const chinese = (path: string) => getWithHost(baseUrl(), path, `zh.${host()}`);

beforeAll(async () => {
  admin = await adminSession();
  const active = await createDocument(
    admin,
    "products",
    { name: `Finder Gold ${run}`, slug, status: "Active" },
    { name: `尋色金線 ${run}` },
  );
  const hidden = await createDocument(admin, "products", {
    name: `Finder Hidden ${run}`,
    slug: `colour-hidden-${run}`,
    status: "Inactive",
  });
  await createDocument(admin, "item-codes", {
    product: active.id,
    itemCode: `CF-${run}-1`,
    shadeHex: "#8E3B5A",
  });
  await createDocument(admin, "item-codes", {
    product: active.id,
    itemCode: `CF-${run}-2`,
    shadeHex: "#9A4464",
  });
  await createDocument(admin, "item-codes", {
    product: active.id,
    itemCode: `CF-${run}-3`,
    shadeHex: "#1F4E9C",
  });
  await createDocument(admin, "item-codes", {
    product: hidden.id,
    itemCode: `CF-${run}-X`,
    shadeHex: "#8E3B5A",
  });
  // Enough shades for six answers to any colour, none of them near pure green.
  for (const [index, hex] of [
    "#B87333",
    "#C0C0C8",
    "#B22222",
    "#1E7B4F",
  ].entries()) {
    await createDocument(admin, "item-codes", {
      product: active.id,
      itemCode: `CF-${run}-P${index}`,
      shadeHex: hex,
    });
  }
});

/** The result cards of a page: each code and the closeness label it shows. */
function results(html: string) {
  const list =
    /<ol[^>]*data-results[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
  return [
    ...list.matchAll(
      /<li[^>]*data-code="([^"]+)"[\s\S]*?data-closeness="([^"]+)"[^>]*>([^<]+)</g,
    ),
  ].map(([, code = "", closeness = "", label = ""]) => ({
    code,
    closeness,
    label,
  }));
}

describe("colour finder over HTTP", () => {
  it("renders the nearest codes on the server, in English", async () => {
    const response = await english("/colours?hex=8e3b5a");
    expect(response.status).toBe(200);
    expect(response.text).toContain("Nearest to #8E3B5A");
    expect(response.text).toContain(`CF-${run}-1`);
    expect(response.text).toContain(`CF-${run}-2`);
    // This file's own, in their order.
    const found = results(response.text).filter((item) => item.code.startsWith(`CF-${run}-`));
    expect(found.slice(0, 2)).toEqual([
      { code: `CF-${run}-1`, closeness: "exact", label: "Exact match" },
      { code: `CF-${run}-2`, closeness: "close", label: "Close" },
    ]);
    // The blue code, if it is among the six at all, is labelled for what it is.
    expect(
      found.find((item) => item.code === `CF-${run}-3`)?.closeness ??
        "notClose",
    ).toBe("notClose");
    expect(response.text).toContain(
      `href="/products/${slug}?code=CF-${run}-1"`,
    );
    expect(response.text).toContain(`Finder Gold ${run}`);
    expect(response.text).toMatch(/<title>Find a Thread by Colour/);
  });

  it("renders them in Chinese on the zh. host", async () => {
    const response = await chinese("/colours?hex=8e3b5a");
    expect(response.status).toBe(200);
    expect(response.text).toContain(`CF-${run}-1`);
    expect(response.text).toContain(`尋色金線 ${run}`);
    expect(response.text).toContain("完全相符");
    expect(response.text).toMatch(/<title>按顏色尋找繡線/);
  });

  it("accepts RGB and the colour picker’s #hex", async () => {
    expect((await english("/colours?hex=142%2C59%2C90")).text).toContain(
      `CF-${run}-1`,
    );
    expect((await english("/colours?hex=%238e3b5a")).text).toContain(
      `CF-${run}-1`,
    );
  });

  it("never shows the codes of an Inactive product", async () => {
    for (const response of [
      await english("/colours?hex=8e3b5a"),
      await chinese("/colours?hex=8e3b5a"),
      await english("/colours?family=reds"),
    ]) {
      expect(response.status).toBe(200);
      expect(response.text).not.toContain(`CF-${run}-X`);
      expect(response.text).not.toContain(`Finder Hidden ${run}`);
    }
  });

  it("shows a saved shade at once (the cached list expires with the item codes)", async () => {
    const before = await english("/colours?hex=5b3a8c");
    expect(before.text).not.toContain(`CF-${run}-4`);
    const products = await fetch(
      `${baseUrl()}/api/products?where[slug][equals]=${slug}&depth=0`,
      { headers: admin.authHeader },
    ).then(
      (response) => response.json() as Promise<{ docs: { id: number }[] }>,
    );
    await createDocument(admin, "item-codes", {
      product: products.docs[0]?.id,
      itemCode: `CF-${run}-4`,
      shadeHex: "#5B3A8C",
    });
    expect((await english("/colours?hex=5b3a8c")).text).toContain(
      `CF-${run}-4`,
    );
  });

  it("answers a bad colour with a clear message, not an error", async () => {
    const en = await english("/colours?hex=not-a-colour");
    expect(en.status).toBe(200);
    expect(en.text).toContain("is not a colour we can read");
    const zh = await chinese("/colours?hex=%3Cscript%3E");
    expect(zh.status).toBe(200);
    expect(zh.text).toContain("無法讀取顏色");
    // Shown as text, never as markup.
    expect(zh.text).toContain("無法讀取顏色「&lt;script&gt;」");
  });

  it("always answers a colour with the six nearest codes and how close each is (issue 28.4)", async () => {
    const colours = [
      "#FF0000",
      "#808080",
      "#FFFFFF",
      "#000000",
      "#FFCC00",
      ...Object.values(FAMILY_SWATCHES).flat(),
    ];
    const labels = {
      exact: "Exact match",
      veryClose: "Very close",
      close: "Close",
      notClose: "Not close",
    } as Record<string, string>;
    const problems: string[] = [];
    for (const hex of new Set(colours)) {
      const response = await english(`/colours?hex=${hex.slice(1)}`);
      const found = results(response.text);
      if (
        response.status !== 200 ||
        found.length !== 6 ||
        found.some((item) => labels[item.closeness] !== item.label)
      )
        problems.push(`${hex}: ${response.status}, ${JSON.stringify(found)}`);
      if (response.text.includes("data-empty"))
        problems.push(`${hex}: empty state`);
    }
    expect(problems).toEqual([]);
  });

  it("says so when even the nearest codes are far, and labels them in both languages", async () => {
    const en = await english("/colours?hex=00ff00");
    expect(results(en.text)).toHaveLength(6);
    expect(
      results(en.text).every(
        (item) => item.closeness === "notClose" && item.label === "Not close",
      ),
    ).toBe(true);
    expect(en.text).toContain("None of our item codes is close to this colour");
    const zh = await chinese("/colours?hex=00ff00");
    expect(results(zh.text).every((item) => item.label === "不接近")).toBe(
      true,
    );
  });

  it("names the swatch a family is ranked from (issue 28.9)", async () => {
    const en = await english("/colours?family=golds");
    expect(en.text).toContain("Nearest to #C9A227 first");
    expect(en.text).toContain("ΔE₀₀ from #C0C0C8");
    expect((await chinese("/colours?family=golds")).text).toContain(
      "最接近 #C9A227 的排先",
    );
  });

  it("serves the plain page from the cache, and keeps the internal view private", async () => {
    await english("/colours");
    const second = await english("/colours");
    expect(second.status).toBe(200);
    expect(second.headers["x-nextjs-cache"]).toBe("HIT");
    expect((await english("/list-query/colours?hex=c9a227")).status).toBe(404);
  });

  it("is linked from the Products page in both languages", async () => {
    expect((await english("/products")).text).toContain("Find by colour");
    expect((await chinese("/products")).text).toContain("按顏色搜尋");
  });
});
