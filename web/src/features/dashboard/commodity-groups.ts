import type { SvgIconComponent } from '@mui/icons-material';
import AgricultureOutlinedIcon from '@mui/icons-material/AgricultureOutlined';
import BiotechOutlinedIcon from '@mui/icons-material/BiotechOutlined';
import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import ForestOutlinedIcon from '@mui/icons-material/ForestOutlined';
import OilBarrelOutlinedIcon from '@mui/icons-material/OilBarrelOutlined';
import PetsOutlinedIcon from '@mui/icons-material/PetsOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import SolarPowerOutlinedIcon from '@mui/icons-material/SolarPowerOutlined';

export type CommodityTile = { id: number; name: string };
export type CommodityGroup = {
  name: string;
  icon: SvgIconComponent;
  color: string;
  tiles: [CommodityTile, CommodityTile];
};

// Exactly these 16 tiles in these 8 groups; each links to /commodity/{id}.
export const COMMODITY_GROUPS: readonly CommodityGroup[] = [
  {
    name: 'Cash Crops',
    icon: AgricultureOutlinedIcon,
    color: '#15803d',
    tiles: [
      { id: 1, name: 'Foods' },
      { id: 2, name: 'Non-Foods' },
    ],
  },
  {
    name: 'Forestry',
    icon: ForestOutlinedIcon,
    color: '#166534',
    tiles: [
      { id: 3, name: 'Timber' },
      { id: 4, name: 'Non-Timber' },
    ],
  },
  {
    name: 'Livestock',
    icon: PetsOutlinedIcon,
    color: '#b45309',
    tiles: [
      { id: 5, name: 'Terrestrial' },
      { id: 6, name: 'Aquatic' },
    ],
  },
  {
    name: 'Biotech',
    icon: BiotechOutlinedIcon,
    color: '#7c3aed',
    tiles: [
      { id: 7, name: 'Edible' },
      { id: 8, name: 'Non-Edible' },
    ],
  },
  {
    name: 'Rare Earths',
    icon: ScienceOutlinedIcon,
    color: '#be185d',
    tiles: [
      { id: 9, name: 'Heavy' },
      { id: 10, name: 'Light' },
    ],
  },
  {
    name: 'Green Energy',
    icon: SolarPowerOutlinedIcon,
    color: '#0f766e',
    tiles: [
      { id: 11, name: 'Processed' },
      { id: 12, name: 'Harnessed' },
    ],
  },
  {
    name: 'Fossil Fuels',
    icon: OilBarrelOutlinedIcon,
    color: '#374151',
    tiles: [
      { id: 13, name: 'Crude Oil' },
      { id: 14, name: 'Coal' },
    ],
  },
  {
    name: 'Minerals',
    icon: DiamondOutlinedIcon,
    color: '#0369a1',
    tiles: [
      { id: 15, name: 'Metal' },
      { id: 16, name: 'Non-Metal' },
    ],
  },
];
