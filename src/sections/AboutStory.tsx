import React from 'react';
import styled from 'styled-components';
import { Section } from '../components/Section';
import { media, theme } from '../styles/theme';
import type { AboutCopy } from '../lib/page-copy';

const Story = styled.div`
  max-width: 44rem;

  p {
    font-size: ${theme.fontSizes.lg};
  }
`;

const Pair = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  margin-top: ${theme.space[7]};

  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Statement = styled.section`
  padding: ${theme.space[6]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  border-top: 4px solid ${theme.colors.primary};

  h3 {
    font-size: ${theme.fontSizes.xl};
  }

  p {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`;

type Props = Pick<
  AboutCopy,
  'storyHeading' | 'story' | 'missionHeading' | 'mission' | 'visionHeading' | 'vision'
>;

/** About page: the company story, then its mission and vision side by side. */
export function AboutStory(props: Props) {
  return (
    <Section labelledBy="our-story">
      <Story>
        <h2 id="our-story">{props.storyHeading}</h2>
        {props.story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Story>
      <Pair>
        <Statement aria-labelledby="our-mission">
          <h3 id="our-mission">{props.missionHeading}</h3>
          <p>{props.mission}</p>
        </Statement>
        <Statement aria-labelledby="our-vision">
          <h3 id="our-vision">{props.visionHeading}</h3>
          <p>{props.vision}</p>
        </Statement>
      </Pair>
    </Section>
  );
}
