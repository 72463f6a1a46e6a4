import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.js';

// The Grafana dashboard kept as code (ops/grafana/dashboards) asks only for series the BFF
// exports: a metric renamed here fails this test rather than leaving a panel empty.

interface Panel {
  type: string;
  title: string;
  datasource?: { uid: string };
  targets?: { expr: string }[];
}

const dashboard = JSON.parse(
  readFileSync(
    new URL('../../../../ops/grafana/dashboards/lumo-bff.json', import.meta.url),
    'utf8',
  ),
) as { uid: string; panels: Panel[] };

/** The metric names an expression reads (its identifiers followed by a `{` selector). */
function metricsOf(expr: string): string[] {
  return [...expr.matchAll(/([a-z_:][a-z0-9_:]*)\{/g)].map(([, name = '']) => name);
}

/** Every series name the BFF exposes: families, with a histogram's _bucket, _sum and _count. */
async function exportedNames(): Promise<Set<string>> {
  const metrics = createMetrics({ trpcProcedures: ['lobby.main'] });
  // As the app does with Redis configured: redis_up exists only then.
  metrics.watch({ redisReady: () => true });
  const text = await metrics.render();
  const names = new Set<string>(['up']);
  for (const [, name = '', type = ''] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name);
    if (type === 'histogram')
      for (const end of ['_bucket', '_sum', '_count']) names.add(name + end);
  }
  return names;
}

describe('the Grafana dashboard', () => {
  const graphs = dashboard.panels.filter((panel) => panel.type !== 'row');

  it('has a panel for each area operations watch', () => {
    const titles = graphs.map((panel) => panel.title.toLowerCase()).join('\n');
    for (const area of [
      'requests',
      'errors',
      'latency by procedure',
      'upstream',
      'breaker',
      'cache',
      'websockets',
      'event-loop',
      'shed',
    ]) {
      expect(titles).toContain(area);
    }
  });

  it('reads every panel from the provisioned Prometheus data source', () => {
    for (const panel of graphs) {
      expect(panel.datasource?.uid, panel.title).toBe('prometheus');
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
    }
  });

  it('asks only for metrics the BFF exports', async () => {
    const exported = await exportedNames();
    const asked = graphs.flatMap((panel) =>
      (panel.targets ?? []).flatMap((t) => metricsOf(t.expr)),
    );
    expect(asked.length).toBeGreaterThan(20);
    expect(asked.filter((name) => !exported.has(name))).toEqual([]);
  });
});
