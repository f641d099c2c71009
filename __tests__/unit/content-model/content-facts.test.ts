/**
 * @jest-environment node
 *
 * Facts are written once: copy refers to them, the site fills them in from the one file each lives
 * in, and copy that types one by hand (or refers to one that does not exist) is refused, naming
 * the file and field and saying what to write. On the fixture company's content.
 */
import {
  durationsIn,
  factMistakes,
  copyProblems,
  factSources,
  fillFacts,
  withFactsFilled,
} from '../../../src/content-model/content-facts';
import { formatProblem } from '../../../src/content-model/content-problems';
import type { SiteContent } from '../../../src/content-model/content-schema';
import { formatTime } from '../../../src/lib/hours';
import { naira } from '../../../src/lib/plans';
import { fixture, fixtureAsWritten } from '../../support/fixture-content';
import { withinIn } from '../../support/shown-words';

const written = fixtureAsWritten;
const sources = factSources(written);
const mistakes = (text: string) => factMistakes(text, sources);

/** The fixture with `change` applied to a copy. */
function changed(change: (content: SiteContent) => void): SiteContent {
  const content = structuredClone(written);
  change(content);
  return content;
}

describe('references in copy', () => {
  it('show the facts from the files they live in', () => {
    const [starter, , office] = written.plans.plans;
    const sunday = written.hours.days[6]!;
    expect(fillFacts('{phone}', sources)).toBe(written.contact.phone.replace(/ /g, '\u00a0'));
    expect(fillFacts('{email}', sources)).toBe(written.contact.email);
    expect(fillFacts('{price: Lightwave Office}', sources)).toBe(naira(office!.price));
    expect(fillFacts('{ PRICE : lightwave office }', sources)).toBe(naira(office!.price));
    expect(fillFacts('{installation: Lightwave Office}', sources)).toBe(
      naira(office!.installation),
    );
    expect(fillFacts('{lowest price}', sources)).toBe(naira(starter!.price));
    expect(fillFacts('{hours: Sunday}', sources)).toBe(
      `${formatTime(sunday.opens!)} to ${formatTime(sunday.closes!)}`,
    );
    expect(fillFacts('{hours: Saturday}', sources)).toBe('closed');
    expect(fillFacts('{cities}', sources)).toBe(
      written.coverage.regions.map((region) => region.name).join(' and '),
    );
    expect(fillFacts('{city count}', sources)).toBe(String(written.coverage.regions.length));
    expect(fillFacts('{area: agodi gra}', sources)).toBe('Agodi GRA');
  });

  it('show the week’s hours with days of the same hours together, and the days open', () => {
    // The fixture: Monday, Tuesday and Thursday alike, a late Wednesday, Saturday closed.
    expect(fillFacts('{hours}', sources)).toBe(
      'Monday and Tuesday 8:30 AM to 5:30 PM, Wednesday 8:30 AM to 8:00 PM, Thursday 8:30 AM to 5:30 PM, Friday 7:45 AM to 3:15 PM and Sunday 12:00 PM to 3:00 PM',
    );
    expect(fillFacts('{open days}', sources)).toBe('Monday to Friday and Sunday');
  });

  it('follow the fact: the hours changed, the answer that refers to them changes', () => {
    const answer = (content: SiteContent) =>
      withFactsFilled(content).faq.questions.find((entry) =>
        entry.answer.some((text) => text.startsWith('Test answer about support hours')),
      )!.answer[0]!;
    const before = answer(written);
    const later = changed((content) => {
      content.hours.days[6] = { day: 'Sunday', opens: '13:00', closes: '14:30' };
    });
    expect(before).toContain('Sunday 12:00 PM to 3:00 PM');
    expect(answer(later)).toContain('Sunday 1:00 PM to 2:30 PM');
    expect(answer(later)).not.toContain('12:00 PM');
  });

  it('are filled in copy only: the facts themselves and the names references use stay as written', () => {
    const shown = withFactsFilled(
      changed((content) => {
        content.coverage.regions[0]!.areas[0] = 'Area {phone}';
        content.plans.plans[0]!.name = 'Plan {phone}';
      }),
    );
    expect(shown.coverage.regions[0]!.areas[0]).toBe('Area {phone}');
    expect(shown.plans.plans[0]!.name).toBe('Plan {phone}');
    expect(shown).toEqual(
      expect.objectContaining({ faq: expect.objectContaining({ heading: written.faq.heading }) }),
    );
    expect(fixture.plans.plans[1]!.dataTerms).toBe(
      'Test terms of the family plan, in Ogba Phase 2 too.',
    );
  });

  it('that fail are refused, saying why', () => {
    expect(mistakes('Call {fone}.')).toEqual([
      expect.stringMatching(
        /^refers to \{fone\}, which is not a fact the site knows; it knows \{hours\}, \{open days\}, \{phone\}/,
      ),
    ]);
    // The fixture company has no WhatsApp number.
    expect(mistakes('Message {whatsapp}.')).toEqual([
      'refers to {whatsapp}, which cannot be shown: content/contact.yaml has no WhatsApp number',
    ]);
    expect(mistakes('{price: Lightwave Ultra}')).toEqual([
      `refers to {price: Lightwave Ultra}, which names no plan of content/plans.yaml (its plans: ${written.plans.plans.map((plan) => plan.name).join(', ')})`,
    ]);
    expect(mistakes('{hours: Funday}')).toEqual([
      expect.stringContaining('refers to {hours: Funday}, which names no day of the week'),
    ]);
    expect(mistakes('{area: Ikoyi}')).toEqual([
      'refers to {area: Ikoyi}, which names no area of content/coverage.yaml',
    ]);
    expect(mistakes('{areas}')).toEqual([
      expect.stringContaining(
        'refers to {areas}, which needs a city or state of content/coverage.yaml',
      ),
    ]);
  });
});

describe('facts typed by hand', () => {
  const [starter, family] = written.plans.plans;
  const refused = (text: string, write: string) =>
    expect(mistakes(text)).toEqual([expect.stringContaining(`Write ${write} instead`)]);

  it('the hours: times next to a day of the week, or said to be open, or a day’s opening and closing', () => {
    refused('Call us on Sunday, 12:00 PM to 3:00 PM.', '{hours: Sunday}');
    refused('We are open from 8.30am every morning.', '{hours}');
    refused('Mondays 8:30 am to 5:30 pm, Fridays until 15:15.', '{hours}');
    refused('Drop in from 08:30 till 20:00.', '{hours}');
    refused('We are open Monday to Friday.', '{open days}');
    refused('Closed on Saturdays.', '{hours: Saturday}');
    // Times that are not the hours.
    expect(mistakes('After 800 GB, the speed is reduced between 6 pm and midnight.')).toEqual([]);
    expect(mistakes('The fault desk answers 24 hours a day, every day.')).toEqual([]);
  });

  it('the phone, WhatsApp and e-mail, however they are spaced', () => {
    const digits = written.contact.phone.replace(/\D/g, '').slice(3);
    refused(`Call 0${digits.slice(0, 3)}-${digits.slice(3)}.`, '{phone}');
    refused(`Write to ${written.contact.email.toUpperCase()}.`, '{email}');
    const withWhatsapp = factSources(
      changed((content) => (content.contact.whatsapp = '+234 805 555 0101')),
    );
    expect(factMistakes('Chat on +2348055550101 today.', withWhatsapp)).toEqual([
      expect.stringContaining('Write {whatsapp} instead'),
    ]);
    // Another number is not a fact of the site's.
    expect(mistakes('Call the fault desk on 0809 111 2222.')).toEqual([]);
  });

  it('prices and fees, written with ₦, N, NGN or naira', () => {
    refused(`From ₦${starter!.price.toLocaleString('en')} a month.`, `{price: ${starter!.name}}`);
    refused(`Only N${family!.price} a month.`, `{price: ${family!.name}}`);
    refused(
      `Installation: ${family!.installation.toLocaleString('en')} naira.`,
      `{installation: ${family!.name}}`,
    );
    expect(mistakes('A reconnection fee of ₦1,234.')).toEqual([]);
    expect(mistakes('Prices include 7.5% VAT.')).toEqual([]);
  });

  it('the areas: every city, every area of a city, or how many there are', () => {
    const [first, second] = written.coverage.regions;
    refused(`We serve ${first!.name} and ${second!.name}.`, '{cities}');
    refused(`In ${second!.name}: ${second!.areas.join(', ')}.`, `{areas: ${second!.name}}`);
    const count = written.coverage.regions.reduce((sum, region) => sum + region.areas.length, 0);
    refused(`Now in ${count} areas.`, '{area count}');
    // A few areas, such as where a plan is sold, are not the list of areas.
    expect(mistakes(`Sold in ${first!.areas[0]} and ${first!.areas[1]}.`)).toEqual([]);
  });

  it('what is written as a reference is not typed by hand', () => {
    expect(mistakes('Open {hours}; call {phone}; from {lowest price}.')).toEqual([]);
  });

  it('are refused by the build, naming the file and the field, where the fact is kept and what to write', () => {
    const problems = copyProblems(
      changed((content) => {
        content.faq.questions[0]!.answer[0] = 'Open on Sunday, 12:00 PM to 3:00 PM.';
      }),
    ).map(formatProblem);
    expect(problems).toEqual([
      `content/faq.yaml: Questions and answers › entry 1 (${written.faq.questions[0]!.question}) › Answer › entry 1 (Open on Sunday, 12:00 PM to 3:00 PM.) types the business hours by hand ("12:00 PM", "3:00 PM"), which content/business-hours.yaml keeps (Days). Write {hours: Sunday} instead, and the site fills it in`,
    ]);
    expect(copyProblems(written)).toEqual([]);
  });
});

describe('promised times', () => {
  const { promises } = written;

  it('are shown from the promises file, with or without "within", in the words for times', () => {
    // The fixture: a survey within 1 working day, a fault repaired in 12 hours, an answer in 4,
    // written with its words for times ("in no more than {length}", "test hours").
    const { times } = written.everyPage;
    const within = (length: string) => times.within.replace('{length}', length);
    expect(fillFacts('{within: survey}', sources)).toBe(within(`1 ${times.workingDay}`));
    expect(fillFacts('{time: Fault Repair}', sources)).toBe(`12 ${times.hours}`);
    expect(fillFacts('{within: faultRepair}', sources)).toBe(within(`12 ${times.hours}`));
    expect(fillFacts('{within: reply}', sources)).toBe(withinIn(times, promises.reply));
    // What the fixture's copy refers to, as its pages show it.
    expect(fixture.faq.questions[0]!.answer[0]).toContain(
      `a survey ${within(`1 ${times.workingDay}`)}`,
    );
    expect(fixture.care.notMet.paragraphs[0]).toContain(`answers ${within(`2 ${times.days}`)}`);
  });

  it('change where they are shown when the promises file changes', () => {
    const later = changed((content) => {
      content.promises.reply = { amount: 3, unit: 'working days' };
    });
    expect(withFactsFilled(later).thanks.nextSteps).toContain(
      `an answer ${withinIn(later.everyPage.times, { amount: 3, unit: 'working days' })}`,
    );
  });

  it('typed by hand are refused whatever the words, naming the promise and what to write', () => {
    expect(mistakes('Test: we answer within four hours.')).toEqual([
      'types a promised time by hand ("within four hours"), which content/promises.yaml keeps (Message answered). Write {within: reply} instead, and the site fills it in',
    ]);
    // Two promises of the same time: both are offered; without "within", {time: …}.
    expect(mistakes('Test: a repair takes 2 days at most.')).toEqual([
      expect.stringContaining(
        '("2 days"), which content/promises.yaml keeps (Manager\'s answer). Write {time: escalation} instead',
      ),
    ]);
    const twice = factSources(
      changed((content) => {
        content.promises.quote = { amount: 2, unit: 'days' };
      }),
    );
    expect(factMistakes('Test: within two calendar days.', twice)).toEqual([
      expect.stringContaining(
        "keeps (Quote or Manager's answer). Write {within: quote} or {within: escalation} instead",
      ),
    ]);
  });

  it('are only the times the file promises: other lengths of time and rates pass', () => {
    expect(mistakes('Test: the work takes about three hours, 24 hours a day.')).toEqual([]);
    expect(
      durationsIn('within one business day, or 5 to 7 working days').map((d) => d.value),
    ).toEqual(['1 working day', '5-7 working days']);
  });

  it('a reference to a promise that does not exist is refused, with the promises there are', () => {
    expect(mistakes('{within: delivery}')).toEqual([
      expect.stringContaining(
        'refers to {within: delivery}, which needs a promise of content/promises.yaml (acknowledgement, resolution, fault repair, survey, quote, installation, activation, reply, escalation)',
      ),
    ]);
  });
});
