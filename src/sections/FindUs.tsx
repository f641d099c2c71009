import React from 'react';
import styled from 'styled-components';
import { Icon } from '../components/Icon';
import { theme } from '../styles/theme';

const Box = styled.section`
  margin-top: ${theme.space[6]};
  padding: ${theme.space[6]};
  border: 2px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background:
    repeating-linear-gradient(45deg, transparent 0 14px, rgba(16, 27, 45, 0.03) 14px 28px),
    ${theme.colors.surface};
  text-align: center;

  svg {
    color: ${theme.colors.primary};
  }

  h2 {
    margin: ${theme.space[2]} 0;
  }

  p {
    margin: 0 auto;
    max-width: 28rem;
    color: ${theme.colors.textMuted};
  }
`;

type Props = { heading: string; text: string; area: string; city: string };

/** Contact page: where the office is. A placeholder only: no map is loaded. */
export function FindUs({ heading, text, area, city }: Props) {
  return (
    <Box aria-labelledby="find-us">
      <Icon name="pin" size={40} />
      <h2 id="find-us">{heading}</h2>
      <p>
        <strong>
          {area}, {city}
        </strong>
      </p>
      <p>{text}</p>
    </Box>
  );
}
