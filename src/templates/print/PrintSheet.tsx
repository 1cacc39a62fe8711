// One document's print layout as HTML: the same model, the same order and words as the PDF
// (server/print/pdf.ts), styled for the screen and for paper by print.css.
import type { PrintLayout } from '../../../schemas/print';

export function PrintSheet({ layout }: { layout: PrintLayout }) {
  const { labels } = layout;
  return (
    <article className="print-sheet" data-testid="print-sheet">
      <div className="print-company">{layout.company}</div>
      <h2 className="print-title">{layout.title}</h2>
      <div className="print-meta">
        <strong>
          {layout.codeLabel}：{layout.code}
        </strong>
        <span>
          {labels.printedAt}：{layout.printedAt}
        </span>
      </div>
      <dl className="print-fields">
        {layout.headerFields.map((f, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a printed sheet is drawn once and never reorders, and its rows have no identity of their own (labels may repeat)
          <div key={i} className={f.wide ? 'print-field print-field-wide' : 'print-field'}>
            <dt>{f.label}：</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      {layout.tables.map((table) => (
        <section key={table.key} className="print-lines">
          <h3>{table.title}</h3>
          <table className="print-table">
            <colgroup>
              {table.columns.map((c) => (
                <col key={c.key} style={{ width: `${(100 * c.weight) / table.columns.reduce((s, x) => s + x.weight, 0)}%` }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                {table.columns.map((c) => (
                  <th key={c.key}>{c.label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a printed sheet is drawn once and never reorders, and its rows have no identity of their own
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={table.columns[i].key} style={{ textAlign: table.columns[i].align }}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {table.sums ? (
              <tfoot>
                <tr>
                  {table.sums.map((cell, i) => (
                    <td key={table.columns[i].key} style={{ textAlign: table.columns[i].align }}>
                      {cell}
                    </td>
                  ))}
                </tr>
              </tfoot>
            ) : null}
          </table>
        </section>
      ))}
      {layout.totals.length ? (
        <table className="print-totals">
          <tbody>
            {layout.totals.map((t) => (
              <tr key={t.code}>
                <th>
                  {t.label}：{t.figures}
                </th>
                <td>{t.capital ? `${labels.capital}：${t.capital}` : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="print-signatures">
        {layout.signatures.map((s) => (
          <div key={s.label} className="print-signature">
            <span>{s.label}：</span>
            <span className="print-signature-line">{s.name}</span>
          </div>
        ))}
      </div>
    </article>
  );
}
