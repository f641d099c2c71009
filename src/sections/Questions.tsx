import React from 'react';
import styled from 'styled-components';
import { Section, SectionIntro } from '../components/Section';
import type { Faq } from '../lib/page-copy';
import { COVERAGE_PATH, QUESTIONS_ANCHOR } from '../lib/anchors';
import { CARE_PATH, INSTALLATION_PATH } from '../lib/promises';
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
export type QuestionsContent = Pick<Faq, 'heading' | 'intro' | 'seeAlsoLinks'> & {
  questions: readonly {
    question: string;
    answer: readonly string[];
    seeAlso?: SeeAlso | null | undefined;
  }[];
};

/** Where each answer can lead on to. */
const SEE_ALSO_PATHS: Record<SeeAlso, string> = {
  installation: INSTALLATION_PATH,
  care: CARE_PATH,
  coverage: COVERAGE_PATH,
  status: STATUS_PATH,
};

/**
 * Plans page: the questions prospective customers ask, each answer in a <details> element, which
 * opens and closes in the browser itself, with or without the page's script; an answer can lead
 * on to another page (the installation steps, customer care, coverage, status).
 */
export function Questions({ heading, intro, questions, seeAlsoLinks }: QuestionsContent) {
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
                  <a href={SEE_ALSO_PATHS[entry.seeAlso]}>{seeAlsoLinks[entry.seeAlso]}</a>
                </p>
              ) : null}
            </div>
          </Item>
        ))}
      </List>
    </Section>
  );
}
