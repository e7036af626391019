import styled from 'styled-components';

export const AvatarRoot = styled.span<{ $size: number; $background: string }>`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ $background }) => $background};
  color: #ffffff;
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ $size }) => Math.max(10, Math.round($size * 0.4))}px;
  font-weight: ${({ theme }) => theme.font.weights.bold};
  line-height: 1;
  letter-spacing: 0.02em;
  user-select: none;
  vertical-align: middle;
`;

export const AvatarInitials = styled.span`
  white-space: nowrap;
`;

export const AvatarImage = styled.img<{ $loaded: boolean }>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: ${({ $loaded }) => ($loaded ? 1 : 0)};
`;
