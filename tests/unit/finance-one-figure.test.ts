/**
 * Issue 21, point 1: one finance figure per car. For every demo site and every finance provider,
 * each place that shows a car's repayment is rendered (search card from the stock and from a search
 * hit, estimate box or summary strip, the finance calculator as built, the print sheet and the PDF,
 * which read the vehicle page's marked lines) and all must agree to the cent with the car's one
 * figure: repayment, frequency, advertised and comparison rates, term, deposit and balloon.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../src/config/load';
import { siteTranslator } from '../../src/config/messages';
import type { SiteConfig } from '../../src/config';
import type { Car } from '../../src/domain/car';
import { carFinanceFigure, FINANCE_PROVIDER_IDS, formatMoney, type CarFinanceFigure } from '../../src/domain/finance';
import { normaliseFeed } from '../../src/feed/normalise';
import { calculatorLabels, financeCalculatorProps } from '../../src/features/finance/calculator-props';
import { financeSummaryFor } from '../../src/features/finance/estimate-view';
import { FinanceCalculatorPanel } from '../../src/features/finance/FinanceCalculatorPanel';
import FinanceEstimateBox from '../../src/features/finance/FinanceEstimateBox';
import FinanceSummaryStrip from '../../src/features/finance/FinanceSummaryStrip';
import { estimateEnabled, figureContextFor, financeSettingsForConfig } from '../../src/site/finance-settings';
import { hitToCardCar, CARD_FIELDS } from '../../src/features/search/hit-card';
import { FINANCE_LINES } from '../../src/features/vehicle/client/print-finance';
import { sheetPdf } from '../../src/features/vehicle/client/pdf-sheet';
import { cardCarWith, cardContextFor } from '../../src/site/card-context';
import { toCardView } from '../../src/features/vehicle-card/card-view';
import { VehicleCard } from '../../src/features/vehicle-card/VehicleCard';
import { toSearchDocument } from '../../src/search/document';
import { generateDemoFeed } from '../../scripts/demo/feed/generate-feed';
import { DEMO_PROFILES } from '../../scripts/demo/profiles/index';

const NOW = new Date('2026-11-20T00:00:00+10:00');
const DEMO_SITES = [
  'harbour-toyota',
  'southern-cross-motor-group',
  'prestige-pre-owned',
  'outback-caravans-and-motorcycles',
];
/** Cars checked per site and provider: enough to hold lender and quote figures, few enough to stay quick. */
const SAMPLE = 12;

/** Dollar amounts in a text, in cents ("$1,413.57 per month" → [141357]). */
const cents = (text: string) =>
  [...text.matchAll(/\$([\d,]+(?:\.\d{1,2})?)/g)].map(([, n]) => Math.round(Number(n!.replace(/,/g, '')) * 100));
/** Rates in a text, in hundredths of a percent ("9.24% p.a." → [924]). */
const rates = (text: string) => [...text.matchAll(/(\d+(?:\.\d+)?)%/g)].map(([, n]) => Math.round(Number(n) * 100));
const toCents = (n: number) => Math.round(n * 100);

/** The text inside the first element carrying `attr="value"` in built HTML, as textContent reads it (tags dropped, entities read). */
function textAt(html: string, attr: string, value: string): string | undefined {
  const open = new RegExp(`<(\\w+)[^>]*\\s${attr}="${value}"[^>]*>`).exec(html);
  if (!open) return undefined;
  const tag = open[1]!;
  let depth = 1;
  const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  re.lastIndex = open.index + open[0].length;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) {
      const inner = html.slice(open.index + open[0].length, m.index);
      return inner
        .replace(/<!-- -->/g, '')
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;/g, "'")
        .replace(/\s+/g, ' ')
        .trim();
    }
  }
  return undefined;
}

/** The value of the input named `name` in built HTML. */
const inputValue = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ??
  new RegExp(`<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(html)?.[1];

/** A demo site's config with another provider, its estimate shown on cards, and its cars' lender records under that provider. */
function withProvider(config: SiteConfig, provider: string): SiteConfig {
  const estimate = config.finance.estimate === false ? false : { ...config.finance.estimate, onCards: true };
  return {
    ...config,
    finance: {
      ...config.finance,
      provider: provider as SiteConfig['finance']['provider'],
      lenderKey: undefined,
      estimate,
    },
  };
}
const rekeyed = (car: Car, provider: string): Car => {
  const record = Object.values(car.finance_lenders)[0];
  return { ...car, finance_lenders: record ? { [provider]: record } : {} };
};

/** What each place shows for a car, read from its rendered HTML (or view text). */
interface Shown {
  place: string;
  text: string;
}

async function placesFor(car: Car, config: SiteConfig, figure: CarFinanceFigure): Promise<Shown[]> {
  const t = siteTranslator(config);
  const shown: Shown[] = [];
  const context = figureContextFor(config.finance, NOW)!;
  const cardCtx = cardContextFor({ config, t, images: { quality: 75, width: 640 }, now: NOW.toISOString() });
  const stockCard = renderToString(
    createElement(VehicleCard, { card: toCardView(cardCarWith(car, context), cardCtx) }),
  );
  shown.push({ place: 'search card (stock)', text: textAt(stockCard, 'class', '[^"]*bg-brand-soft[^"]*') ?? '' });
  const doc = toSearchDocument(car, { cardEstimate: context });
  const hit = Object.fromEntries(
    Object.entries(doc).filter(([k]) => (CARD_FIELDS as readonly string[]).includes(k)),
  ) as typeof doc;
  const hitCard = renderToString(createElement(VehicleCard, { card: toCardView(hitToCardCar(hit), cardCtx) }));
  shown.push({ place: 'search card (search hit)', text: textAt(hitCard, 'class', '[^"]*bg-brand-soft[^"]*') ?? '' });

  const { box, strip } = financeSummaryFor(car, {
    t,
    context,
    settings: financeSettingsForConfig(config.finance),
    box: estimateEnabled(config.finance),
    requestsQuotes: config.finance.quote,
    warning: config.finance.comparisonWarning,
    calculatorHref: '#finance-calculator',
  });
  const summary = box
    ? renderToString(createElement(FinanceEstimateBox, box))
    : strip
      ? renderToString(createElement(FinanceSummaryStrip, strip))
      : '';
  const lines = FINANCE_LINES.map((key) => textAt(summary, 'data-print', key)).filter(
    (l): l is string => l !== undefined,
  );
  shown.push({ place: box ? 'estimate box' : 'summary strip', text: `${lines[0] ?? ''} ${lines[1] ?? ''}` });
  shown.push({ place: 'print sheet', text: lines.join(' ') });
  expect(lines[0], 'the repayment line reads as words').toMatch(
    /^(From )?\$[\d,]+(\.\d\d)? per (week|fortnight|month)$/,
  );
  expect(lines.at(-1), 'the warning the site configures').toBe(config.finance.comparisonWarning);
  // The basis the box, strip, print sheet and PDF print: the figure's price, term, deposit and balloon.
  const { inputs } = figure;
  const basis = lines.find((line) => line.startsWith('Based on')) ?? '';
  expect(cents(basis), 'basis: price, deposit and balloon').toEqual([
    toCents(inputs.amount),
    toCents(inputs.deposit),
    ...(inputs.residual > 0 ? [toCents(inputs.residual)] : []),
  ]);
  expect(/a (\d+(?:\.\d+)?) year term/.exec(basis)?.[1], 'basis: term').toBe(String(inputs.termYears));

  const pdf = await sheetPdf(
    { title: car.name, keyInfo: [], specs: [], features: [], comments: [], finance: lines },
    'https://dealer.example/',
    {
      call: 'Call {phone}',
      keyInfo: '',
      specs: '',
      features: '',
      comments: '',
      finance: 'Finance Estimate',
    },
  );
  const pdfText = [...new TextDecoder('latin1').decode(pdf).matchAll(/\(((?:[^()\\]|\\.)*)\)\s*Tj/g)]
    .map(([, s]) => s)
    .join(' ');
  shown.push({ place: 'PDF', text: pdfText });

  const props = financeCalculatorProps({ t, config, clock: NOW }, { car, idPrefix: 'vehicle-finance' })!;
  expect(props.setup.establishmentFee, "the calculator computes with the figure's fee").toBe(figure.establishmentFee);
  expect(props.setup.lender, "the calculator quotes the figure's lender record").toMatchObject({
    interestRate: figure.lender.interestRate,
    comparisonRate: figure.lender.comparisonRate,
  });
  const calculator = renderToString(
    createElement(FinanceCalculatorPanel, { ...props, labels: calculatorLabels({ t, config }) }),
  );
  shown.push({
    place: 'calculator',
    text: `${textAt(calculator, 'data-out', 'repayment')} ${figure.rate}% ${textAt(calculator, 'data-out', 'comparisonRate')}`,
  });
  expect(textAt(calculator, 'data-out', 'note'), 'the calculator says whose figure it shows').toBe(
    t('financeUi.lenderFigure'),
  );
  expect(textAt(calculator, 'data-out', 'warning')).toBe(config.finance.comparisonWarning);
  const opening = ['termYears', 'interest', 'deposit', 'residual'].map((name) => Number(inputValue(calculator, name)));
  expect(opening, 'calculator starting term, rate, deposit, balloon').toEqual([
    figure.inputs.termYears,
    figure.inputs.interest,
    figure.inputs.deposit,
    figure.inputs.residual,
  ]);
  expect(Number((inputValue(calculator, 'amount') ?? '').replace(/,/g, '')), 'calculator starting price').toBe(
    figure.inputs.amount,
  );
  const checked = [...calculator.matchAll(/<input[^>]*name="frequency"[^>]*>/g)].find(([tag]) =>
    /\schecked=""/.test(tag),
  )?.[0];
  expect(checked, 'calculator starting frequency').toContain(`value="${figure.inputs.frequency}"`);
  return shown;
}

describe('one finance figure per car, everywhere it is shown (issue 21)', () => {
  it.each(DEMO_SITES.flatMap((site) => FINANCE_PROVIDER_IDS.map((provider) => [site, provider] as const)))(
    '%s with %s: card, hit card, box or strip, print, PDF and calculator agree to the cent',
    async (site, provider) => {
      const config = withProvider(loadSiteConfig(site, { sitesDir: 'sites' }), provider);
      const cars = normaliseFeed(generateDemoFeed(DEMO_PROFILES[site]!, NOW).cars, { now: NOW }).cars.map((car) =>
        rekeyed(car, provider),
      );
      const context = figureContextFor(config.finance, NOW)!;
      const withFigures = cars
        .map((car) => ({ car, figure: carFinanceFigure(car, context) }))
        .filter((x): x is { car: Car; figure: CarFinanceFigure } => x.figure !== undefined);
      // Lender figures first, then quotes, so both sources are checked where the site has them.
      const sample = [
        ...withFigures.filter((x) => x.figure.source === 'lender').slice(0, SAMPLE / 2),
        ...withFigures.filter((x) => x.figure.source === 'quote').slice(0, SAMPLE / 2),
      ];
      expect(sample.length, 'cars with a figure on this site').toBeGreaterThan(0);
      for (const { car, figure } of sample) {
        const money = toCents(figure.repayment);
        for (const { place, text } of await placesFor(car, config, figure)) {
          const label = `${site} ${provider} car ${car.id} (${figure.source}) ${place}: "${text}"`;
          expect(cents(text)[0], `${label}: repayment`).toBe(money);
          expect(rates(text).slice(0, 2), `${label}: advertised and comparison rate`).toEqual([
            toCents(figure.rate),
            toCents(figure.comparisonRate),
          ]);
        }
      }
    },
  );

  it('covers lender and quote figures across the demo sites', () => {
    const sources = new Set<string>();
    for (const site of DEMO_SITES) {
      const config = loadSiteConfig(site, { sitesDir: 'sites' });
      const context = figureContextFor(config.finance, NOW);
      if (!context) continue;
      for (const car of normaliseFeed(generateDemoFeed(DEMO_PROFILES[site]!, NOW).cars, { now: NOW }).cars) {
        const figure = carFinanceFigure(car, context);
        if (figure) sources.add(figure.source);
      }
    }
    expect([...sources].sort()).toEqual(['lender', 'quote']);
  });

  it('money reads as the places print it', () => {
    expect(cents(`From ${formatMoney(1413.57)} per week`)).toEqual([141357]);
  });
});
