import type { ComponentType } from 'react';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CollectionsOutlined from '@mui/icons-material/CollectionsOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';

/**
 * The menu icons, by the names the route table uses. They live with the layout, not the table, so
 * pages without a menu (the login page) do not load them.
 */
export const NAV_ICONS = {
  AdminPanelSettingsOutlined,
  CollectionsOutlined,
  DashboardOutlined,
  DraftsOutlined,
  EditNoteOutlined,
  FactCheckOutlined,
  GroupsOutlined,
  HistoryOutlined,
  Inventory2Outlined,
  ManageAccountsOutlined,
  PaymentsOutlined,
  ReceiptLongOutlined,
  RequestQuoteOutlined,
  TaskAltOutlined,
} satisfies Record<string, ComponentType>;

export type TNavIconName = keyof typeof NAV_ICONS;
