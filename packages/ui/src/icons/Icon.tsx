import type { ComponentType, ReactNode, SVGProps } from 'react';

/** Props of every icon: SVG attributes plus a square `size` in px. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Width and height in px (20 when left out). */
  size?: number;
}

/** An icon component: decorative, inherits `currentColor`. */
export type IconComponent = ComponentType<IconProps>;

interface IconFrameProps extends IconProps {
  children: ReactNode;
}

/**
 * The frame every icon shares: a 24 x 24 stroked outline in `currentColor`, hidden from
 * assistive technology (the text beside it names the thing), never focusable.
 */
export function IconFrame({ size = 20, children, ...rest }: IconFrameProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
