import React from 'react';

/**
 * The hero's artwork: strands of fibre carrying light into a Lagos skyline. Drawn for this site;
 * decorative, so hidden from assistive technology. Fixed aspect ratio: no layout shift.
 */
export function HeroArt() {
  return (
    <svg viewBox="0 0 480 400" width="480" height="400" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-strand-a" x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#17b26a" stopOpacity="0" />
          <stop offset="1" stopColor="#75e0a7" />
        </linearGradient>
        <linearGradient id="hero-strand-b" x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#67e3f9" stopOpacity="0" />
          <stop offset="1" stopColor="#67e3f9" />
        </linearGradient>
        <radialGradient id="hero-hub" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.35" stopColor="#67e3f9" stopOpacity="0.9" />
          <stop offset="1" stopColor="#67e3f9" stopOpacity="0" />
        </radialGradient>
      </defs>
      <g fill="none" stroke="#1c4275" strokeWidth="1">
        <circle cx="300" cy="170" r="150" />
        <circle cx="300" cy="170" r="105" />
        <circle cx="300" cy="170" r="60" />
      </g>
      <g fill="none" strokeWidth="3" strokeLinecap="round">
        <path d="M0 60 C120 60 180 160 300 170" stroke="url(#hero-strand-a)" />
        <path d="M0 120 C110 120 190 170 300 170" stroke="url(#hero-strand-b)" />
        <path d="M0 200 C120 200 200 175 300 170" stroke="url(#hero-strand-a)" />
        <path d="M0 280 C130 270 190 190 300 170" stroke="url(#hero-strand-b)" />
        <path d="M0 340 C150 330 220 200 300 170" stroke="url(#hero-strand-a)" />
      </g>
      <g fill="none" stroke="#75e0a7" strokeWidth="2" strokeLinecap="round" opacity="0.8">
        <path d="M300 170 L420 90" />
        <path d="M300 170 L450 180" />
        <path d="M300 170 L400 270" />
      </g>
      <g fill="#0a1f3c" stroke="#75e0a7" strokeWidth="2">
        <circle cx="420" cy="90" r="9" />
        <circle cx="450" cy="180" r="9" />
        <circle cx="400" cy="270" r="9" />
      </g>
      <circle cx="300" cy="170" r="46" fill="url(#hero-hub)" />
      <circle cx="300" cy="170" r="12" fill="#ffffff" />
      <g fill="#12305a">
        <rect x="150" y="330" width="34" height="70" />
        <rect x="190" y="300" width="26" height="100" />
        <rect x="222" y="318" width="40" height="82" />
        <rect x="268" y="270" width="30" height="130" />
        <rect x="304" y="296" width="44" height="104" />
        <rect x="354" y="322" width="28" height="78" />
        <rect x="388" y="286" width="36" height="114" />
        <rect x="430" y="336" width="50" height="64" />
      </g>
      <g fill="#67e3f9" opacity="0.85">
        <rect x="274" y="282" width="6" height="6" />
        <rect x="286" y="300" width="6" height="6" />
        <rect x="312" y="310" width="6" height="6" />
        <rect x="330" y="330" width="6" height="6" />
        <rect x="396" y="300" width="6" height="6" />
        <rect x="410" y="322" width="6" height="6" />
        <rect x="198" y="314" width="6" height="6" />
        <rect x="232" y="334" width="6" height="6" />
      </g>
    </svg>
  );
}
