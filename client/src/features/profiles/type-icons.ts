import type { ComponentType } from 'react';
import { IconBuildingCommunity, IconBuildingStore, IconSchool, IconStretching, IconUsersGroup, IconPresentation } from '@tabler/icons-react';
import type { ProfileType } from './profile-types';

export const PROFILE_TYPE_ICONS: Record<ProfileType, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  dancer: IconStretching,
  trainer: IconPresentation,
  formation: IconUsersGroup,
  school: IconSchool,
  federation: IconBuildingCommunity,
  partner: IconBuildingStore,
};
