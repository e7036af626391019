import styled from 'styled-components';

export const Frame = styled.div<{ $height: string }>`
  position: relative;
  height: ${({ $height }) => $height};
  min-height: 240px;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => (theme.name === 'dark' ? '#0f2233' : '#d7e7f2')};
  font-family: ${({ theme }) => theme.font.family};

  .maplibregl-ctrl-attrib {
    font-family: ${({ theme }) => theme.font.family};
  }
`;

/** MapLibre makes this element `position: relative`: it fills the frame by its size instead. */
export const Canvas = styled.div`
  width: 100%;
  height: 100%;
`;

/** The crosshair a keyboard picks with, shown while the canvas has the keyboard's focus. */
export const Crosshair = styled.div`
  display: none;
  position: absolute;
  left: 50%;
  top: 50%;
  width: 28px;
  height: 28px;
  margin: -14px 0 0 -14px;
  pointer-events: none;
  background:
    linear-gradient(${({ theme }) => theme.colors.focusRing}, ${({ theme }) => theme.colors.focusRing})
      center / 2px 100% no-repeat,
    linear-gradient(${({ theme }) => theme.colors.focusRing}, ${({ theme }) => theme.colors.focusRing})
      center / 100% 2px no-repeat;

  ${Frame}:has(canvas:focus-visible) & {
    display: block;
  }
`;

/** Text for screen readers only (the picker's hint and its announcement). */
export const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const Notice = styled.p`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  text-align: center;
`;
