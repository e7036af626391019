/**
 * The kit's icon set: small inline SVG outlines drawn for Vognpark (no icon font, no
 * network). All are decorative (`aria-hidden`) and take `currentColor`.
 */
import { useId } from 'react';
import { IconFrame, type IconProps } from './Icon';

/** Dashboard: four tiles. */
export function DashboardIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x="3" y="3" width="7.5" height="9" rx="1.5" />
      <rect x="13.5" y="3" width="7.5" height="5" rx="1.5" />
      <rect x="13.5" y="11" width="7.5" height="10" rx="1.5" />
      <rect x="3" y="15" width="7.5" height="6" rx="1.5" />
    </IconFrame>
  );
}

/** Map: a folded map. */
export function MapIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M3 6.5 9 4l6 2.5L21 4v13.5L15 20l-6-2.5L3 20z" />
      <path d="M9 4v13.5M15 6.5V20" />
    </IconFrame>
  );
}

/** Vehicles: a car seen from the side. */
export function VehicleIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M5 17H3.5A1.5 1.5 0 0 1 2 15.5V12l2.2-4.9A2 2 0 0 1 6 6h12a2 2 0 0 1 1.8 1.1L22 12v3.5a1.5 1.5 0 0 1-1.5 1.5H19" />
      <path d="M2 12h20" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
      <path d="M9 17h6" />
    </IconFrame>
  );
}

/** Tasks: a checklist. */
export function TasksIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M10 6h10M10 12h10M10 18h10" />
      <path d="m3.5 6 1.5 1.5L7.5 5M3.5 12l1.5 1.5L7.5 11M3.5 18l1.5 1.5L7.5 17" />
    </IconFrame>
  );
}

/** Inspections: a clipboard with a tick. */
export function InspectionIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M9 4H7a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2" />
      <rect x="9" y="2.5" width="6" height="3.5" rx="1" />
      <path d="m9 13.5 2 2 4-4" />
    </IconFrame>
  );
}

/** Service: a wrench. */
export function ServiceIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M14.5 3.2a5 5 0 0 0-4.9 6.6L3.7 15.7a2.1 2.1 0 0 0 3 3l5.9-5.9a5 5 0 0 0 6.6-4.9l-3 3-2.6-.6-.6-2.6 3-3a5 5 0 0 0-1.5-.5z" />
    </IconFrame>
  );
}

/** Time registration: a clock. */
export function ClockIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.2 2" />
    </IconFrame>
  );
}

/** Partners: a briefcase. */
export function PartnersIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7" />
      <path d="M3 12.5h18M11 12.5v1.5h2v-1.5" />
    </IconFrame>
  );
}

/** Sharing: three linked nodes. */
export function SharingIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.5M8.2 13.2l7.6 4.5" />
    </IconFrame>
  );
}

/** Vendors: a shop front. */
export function VendorsIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M3 9.5 4.6 4h14.8L21 9.5" />
      <path d="M3 9.5a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />
      <path d="M5 12.2V20h14v-7.8" />
      <path d="M10 20v-4.5h4V20" />
    </IconFrame>
  );
}

/** Compliance: a shield with a tick. */
export function ComplianceIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.1 8.1 7.5 9.5 4.4-1.4 7.5-4.9 7.5-9.5V6z" />
      <path d="m9 12 2 2 4-4" />
    </IconFrame>
  );
}

/** Users: two people. */
export function UsersIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
    </IconFrame>
  );
}

/** Customers: an office building. */
export function ClientsIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16" />
      <path d="M16 9h2a2 2 0 0 1 2 2v10" />
      <path d="M2.5 21h19M8 7h4M8 11h4M8 15h4" />
    </IconFrame>
  );
}

/** Annotations: a pen over a line. */
export function AnnotationIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 20h4L19.5 8.5a2.1 2.1 0 0 0-3-3L5 17z" />
      <path d="m14.5 7.5 3 3M13 20h7" />
    </IconFrame>
  );
}

/** Documents: a page with lines. */
export function DocumentIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </IconFrame>
  );
}

/** Vehicle detection: a car inside a scan frame. */
export function VehicleDetectionIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M3 8V5a2 2 0 0 1 2-2h3M16 3h3a2 2 0 0 1 2 2v3M21 16v3a2 2 0 0 1-2 2h-3M8 21H5a2 2 0 0 1-2-2v-3" />
      <path d="M7 15.5V14l1.3-3a1.5 1.5 0 0 1 1.4-1h4.6a1.5 1.5 0 0 1 1.4 1L17 14v1.5z" />
    </IconFrame>
  );
}

/** Damage detection: a warning triangle. */
export function DamageDetectionIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M10.3 4 2.6 17.5a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4M12 17h.01" />
    </IconFrame>
  );
}

/** Collapse the sidebar: a panel with an arrow pointing into it. */
export function SidebarCollapseIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M9 4v16M16 10l-2 2 2 2" />
    </IconFrame>
  );
}

/** Expand the sidebar: a panel with an arrow pointing out of it. */
export function SidebarExpandIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M9 4v16M14 10l2 2-2 2" />
    </IconFrame>
  );
}

/** Chevron for disclosure (points up; rotate as needed). */
export function ChevronUpDownIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="m8 9 4-4 4 4M8 15l4 4 4-4" />
    </IconFrame>
  );
}

/**
 * The Vognpark logo: a rounded tile with a stylised "V" that doubles as a road. Filled,
 * not stroked; decorative (the product name is written beside it).
 */
export function VognparkLogo({ size = 32, ...rest }: IconProps) {
  // Each logo gets its own gradient id, so two logos on one page never clash.
  const gradientId = `vognpark-logo-${useId().replace(/:/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...rest}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b9cff" />
          <stop offset="1" stopColor="#0b5cad" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path
        d="M8.5 9.5 16 23l7.5-13.5"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="9.5" r="2" fill="#ffd166" />
    </svg>
  );
}
