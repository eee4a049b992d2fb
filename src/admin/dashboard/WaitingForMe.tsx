import type { ServerProps } from "payload";
import { Suspense } from "react";
import { env } from "../../config/env.server";
import { adminT } from "../i18n/translations";
import { untranslatedCount, waitingCounts, type WaitingItem } from "./waiting";

type Translate = ReturnType<typeof adminT>;

const visuallyHidden = {
  position: "absolute" as const,
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap" as const,
  border: 0,
};

const row = {
  display: "flex",
  alignItems: "baseline",
  gap: "calc(var(--base) / 2)",
  padding: "calc(var(--base) / 3) 0",
  borderBottom: "1px solid var(--theme-elevation-100)",
};
const figure = (count: number) => ({
  minWidth: "3ch",
  textAlign: "right" as const,
  fontWeight: 600,
  fontSize: "1.25rem",
  color: count > 0 ? "var(--theme-text)" : "var(--theme-elevation-500)",
});

function WaitingRow({ item, t }: { item: WaitingItem; t: Translate }) {
  // The figure is part of the link's text: "3 new sample or quote requests".
  return (
    <li style={row} data-waiting={item.key} data-count={item.count}>
      <a
        href={item.href}
        style={{
          display: "flex",
          alignItems: "baseline",
          gap: "calc(var(--base) / 2)",
        }}
      >
        <span style={figure(item.count)}>{item.count}</span>{" "}
        <span>{t(`kinsen:waiting_${item.key}`, { count: item.count })}</span>
      </a>
    </li>
  );
}

/** Read after the rest of the dashboard is on screen: it reads every translated text in both languages. */
async function UntranslatedRow({
  props,
  t,
}: {
  props: ServerProps;
  t: Translate;
}) {
  if (!props.user) return null;
  return (
    <WaitingRow
      item={await untranslatedCount({
        payload: props.payload,
        user: props.user,
      })}
      t={t}
    />
  );
}

/**
 * At the top of the dashboard (issue 32): what is waiting for the person at
 * the desk, each a count opening the list of exactly those records.
 */
export async function WaitingForMe(props: ServerProps) {
  const { payload, user, permissions, i18n } = props;
  if (!user) return null;
  const t = adminT(i18n);
  const items = await waitingCounts({ payload, user, permissions });
  return (
    <>
      {/* Payload's dashboard has no page heading of its own: one for screen readers, as the breadcrumb names it. */}
      <h1 style={visuallyHidden}>{i18n.t("general:dashboard")}</h1>
      {/* Without a mail server nothing is e-mailed: said where the day starts, not found out from a buyer (issue 50.12). */}
      {!env().mail && (
        <p
          role="note"
          data-mail-not-configured
          style={{
            maxWidth: "40rem",
            margin: "0 0 var(--base)",
            padding: "calc(var(--base) / 2) calc(var(--base) * 0.75)",
            border: "1px solid var(--theme-warning-500, var(--theme-elevation-250))",
            borderRadius: "var(--style-radius-m, 6px)",
          }}
        >
          {t("kinsen:mailNotConfigured")}
        </p>
      )}
      <section
        aria-labelledby="dashboard-waiting-title"
        style={{ marginBottom: "calc(var(--base) * 2)" }}
        data-waiting-for-me
      >
        <h2
          id="dashboard-waiting-title"
          style={{ marginBottom: "calc(var(--base) / 2)" }}
        >
          {t("kinsen:waitingTitle")}
        </h2>
        <ul
          style={{
            listStyle: "none",
            margin: 0,
            padding: 0,
            maxWidth: "40rem",
          }}
        >
          {items.map((item) => (
            <WaitingRow key={item.key} item={item} t={t} />
          ))}
          <Suspense
            fallback={
              <li style={row} aria-busy="true">
                {t("kinsen:waitingCounting")}
              </li>
            }
          >
            <UntranslatedRow props={props} t={t} />
          </Suspense>
        </ul>
      </section>
    </>
  );
}
