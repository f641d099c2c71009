import React from 'react';
import styled from 'styled-components';
import { Section, SectionIntro } from '../components/Section';
import type { Faq } from '../lib/page-copy';
import { COVERAGE_PATH, QUESTIONS_ANCHOR } from '../lib/anchors';
import { CARE_PATH, INSTALLATION_PATH, within, type PromisedTime } from '../lib/promises';
import { STATUS_PATH } from '../lib/service-status';
import { theme } from '../styles/theme';

const List = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  max-width: 48rem;
`;

const Item = styled.details`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};

  summary {
    min-height: 2.75rem;
    padding: ${theme.space[3]} ${theme.space[4]};
    font-weight: ${theme.fontWeights.bold};
    cursor: pointer;
  }

  summary:focus-visible {
    outline-offset: 0;
  }

  > div {
    padding: 0 ${theme.space[4]} ${theme.space[2]};
  }

  p {
    color: ${theme.colors.textMuted};
  }

  p.see-also {
    color: ${theme.colors.text};
    font-weight: ${theme.fontWeights.bold};
  }
`;

type SeeAlso = NonNullable<Faq['questions'][number]['seeAlso']>;

/** The questions, from the page's query or (in the editor's preview) as typed. */
export type QuestionsContent = Pick<Faq, 'heading' | 'intro'> & {
  questions: readonly {
    question: string;
    answer: readonly string[];
    seeAlso?: SeeAlso | null | undefined;
  }[];
};

/** Where an answer leads on to, in words (the installation line carries the promised time). */
function seeAlsoLink(seeAlso: SeeAlso, installation: PromisedTime) {
  switch (seeAlso) {
    case 'installation':
      return {
        href: INSTALLATION_PATH,
        text: `How installation works, step by step: installed ${within(installation)} of payment`,
      };
    case 'care':
      return { href: CARE_PATH, text: 'Customer care: complaints and the times we promise' };
    case 'coverage':
      return { href: COVERAGE_PATH, text: 'Check your area on the coverage page' };
    case 'status':
      return { href: STATUS_PATH, text: 'Service status: outages and repairs as they happen' };
  }
}

type Props = QuestionsContent & {
  /** The promised installation time (content/promises.yaml), for answers that lead to the steps. */
  installation: PromisedTime;
};

/**
 * Plans page: the questions prospective customers ask, each answer in a <details> element, which
 * opens and closes in the browser itself, with or without the page's script; an answer can lead
 * on to another page (the installation steps, customer care, coverage, status).
 */
export function Questions({ heading, intro, questions, installation }: Props) {
  return (
    <Section id={QUESTIONS_ANCHOR} labelledBy="questions-heading">
      <SectionIntro>
        <h2 id="questions-heading">{heading}</h2>
        <p>{intro}</p>
      </SectionIntro>
      <List>
        {questions.map((entry) => (
          <Item key={entry.question}>
            <summary>{entry.question}</summary>
            <div>
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {entry.seeAlso ? (
                <p className="see-also">
                  <a href={seeAlsoLink(entry.seeAlso, installation).href}>
                    {seeAlsoLink(entry.seeAlso, installation).text}
                  </a>
                </p>
              ) : null}
            </div>
          </Item>
        ))}
      </List>
    </Section>
  );
}
