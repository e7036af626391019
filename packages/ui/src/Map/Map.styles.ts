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
