import styled, { css } from 'styled-components';
import { theme } from '../styles/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'onDark';

const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-height: 2.75rem;
  padding: ${theme.space[2]} ${theme.space[5]};
  border: 2px solid transparent;
  border-radius: ${theme.radii.pill};
  font-weight: ${theme.fontWeights.bold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 150ms ease,
    color 150ms ease,
    border-color 150ms ease,
    transform 150ms ease;

  &:hover {
    transform: translateY(-1px);
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.75;
    transform: none;
  }

  ${({ $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: transparent;
          color: ${theme.colors.primaryHover};
          border-color: ${theme.colors.primary};
          &:hover {
            background: ${theme.colors.surface};
          }
        `;
      case 'onDark':
        return css`
          background: transparent;
          color: ${theme.colors.onBrandDark};
          border-color: ${theme.colors.onBrandDarkMuted};
          &:hover {
            border-color: ${theme.colors.onBrandDark};
            background: rgba(255, 255, 255, 0.08);
          }
          &:focus-visible {
            outline-color: ${theme.colors.focusOnDark};
          }
        `;
      default:
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover {
            background: ${theme.colors.primaryHover};
          }
        `;
    }
  }}
`;

/** A link that looks like a button, for calls to action. */
export const ButtonLink = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

export const Button = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;
