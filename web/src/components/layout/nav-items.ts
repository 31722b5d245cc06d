import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import ChecklistOutlinedIcon from '@mui/icons-material/ChecklistOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import PolicyOutlinedIcon from '@mui/icons-material/PolicyOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

import { paths } from '../../config/paths';

export type NavItem = { label: string; path: string; icon: SvgIconComponent };
export type NavSection = { heading: string; items: NavItem[] };

// Exactly these 15 links, in this order. Headings only group them visually.
export const NAV_SECTIONS: NavSection[] = [
  {
    heading: 'Overview',
    items: [
      { label: 'Dashboard', path: paths.dashboard.path, icon: DashboardOutlinedIcon },
      { label: 'Documents', path: paths.documents.path, icon: DescriptionOutlinedIcon },
    ],
  },
  {
    heading: 'Compliance',
    items: [
      { label: 'KYC/AML Screening', path: paths.kycScreening.path, icon: PersonSearchOutlinedIcon },
      {
        label: 'Sanctions Screening',
        path: paths.sanctionsScreening.path,
        icon: PolicyOutlinedIcon,
      },
      {
        label: 'Customs Declarations',
        path: paths.customsDeclarations.path,
        icon: LocalShippingOutlinedIcon,
      },
      {
        label: 'Regulatory Database',
        path: paths.regulatoryDatabase.path,
        icon: GavelOutlinedIcon,
      },
    ],
  },
  {
    heading: 'Trade',
    items: [
      {
        label: 'Tariff Classification',
        path: paths.tariffClassification.path,
        icon: CategoryOutlinedIcon,
      },
      { label: 'Market Analysis', path: paths.marketAnalysis.path, icon: InsightsOutlinedIcon },
      { label: 'Vendor Directory', path: paths.vendors.path, icon: StorefrontOutlinedIcon },
      { label: 'Incoterms 2020', path: paths.incoterms.path, icon: PublicOutlinedIcon },
      {
        label: 'Digital Trade BOAs',
        path: paths.digitalTradeBoas.path,
        icon: HandshakeOutlinedIcon,
      },
    ],
  },
  {
    heading: 'Workspace',
    items: [
      {
        label: 'Compliance Checklists',
        path: paths.complianceChecklists.path,
        icon: ChecklistOutlinedIcon,
      },
      { label: 'Reports', path: paths.reports.path, icon: AssessmentOutlinedIcon },
      { label: 'User Management', path: paths.userManagement.path, icon: PeopleAltOutlinedIcon },
      { label: 'Settings', path: paths.settings.path, icon: SettingsOutlinedIcon },
    ],
  },
];

export const NAV_ITEMS: NavItem[] = NAV_SECTIONS.flatMap((section) => section.items);
