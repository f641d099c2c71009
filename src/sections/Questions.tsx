import React from 'react';
import styled from 'styled-components';
import { Section, SectionIntro } from '../components/Section';
import type { Faq } from '../hooks/useFaq';
import { QUESTIONS_ANCHOR } from '../lib/anchors';
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
`;

type Props = Pick<Faq, 'heading' | 'intro' | 'questions'>;

/**
 * Services page: the questions prospective customers ask, each answer in a <details> element,
 * which opens and closes in the browser itself, with or without the page's script.
 */
export function Questions({ heading, intro, questions }: Props) {
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
            </div>
          </Item>
        ))}
      </List>
    </Section>
  );
}
