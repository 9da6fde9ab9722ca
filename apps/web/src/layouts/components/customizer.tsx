import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_COLORS, LOCALES, type TLocale } from '@undangin/shared/constants';
import { switchDirection, switchLanguage } from '../../lib/appearance';
import { useColorMode } from '../../lib/color-mode';
import {
  BAR_TYPES,
  CONTENT_WIDTHS,
  DEFAULT_SETTINGS,
  NAV_LAYOUTS,
  SKINS,
  THEMES,
  updateSettings,
  useSettings,
  type TBarType,
  type TSettings,
} from '../../lib/settings';
import { PRIMARY_CHOICES } from '../../lib/theme';
import { PanelHeading } from '../../components/panel-heading';

const COLOR_NAMES: Record<string, string> = {
  [BRAND_COLORS.primary]: 'teal',
  [BRAND_COLORS.secondary]: 'coral',
  '#9C8CF2': 'lavender',
  '#F2B84B': 'amber',
  '#4B9BF2': 'blue',
};

function Choice<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
  disabled,
}: {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
  disabled?: (option: T) => boolean;
}) {
  const id = useId();
  return (
    <Box sx={{ mb: 2.5 }}>
      <Typography id={id} variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={value}
        aria-labelledby={id}
        onChange={(_e, next: T | null) => next && onChange(next)}
      >
        {options.map((option) => (
          <ToggleButton key={option} value={option} disabled={disabled?.(option)}>
            {optionLabel(option)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

/** The settings whose value is one of a few names, each shown as a row of toggle buttons. */
type TChoiceSetting = 'theme' | 'skin' | 'appContentLayoutNav' | 'appContentWidth' | TBarSetting;
type TBarSetting = 'horizontalNavType' | 'navbarType' | 'footerType';

/** A choice bound to its setting; `labels` is where its options' names stand in the strings. */
function SettingChoice<K extends TChoiceSetting>({
  setting,
  labels,
  ...choice
}: {
  setting: K;
  label: string;
  options: readonly TSettings[K][];
  labels: string;
  disabled?: (option: TSettings[K]) => boolean;
}) {
  const { t } = useTranslation();
  return (
    <Choice
      {...choice}
      value={useSettings()[setting]}
      optionLabel={(option) => t(`${labels}.${option}`)}
      onChange={(value) => updateSettings({ [setting]: value })}
    />
  );
}

/** An on/off setting. */
function SettingSwitch({
  setting,
  label,
  spaced,
}: {
  setting: 'isVerticalNavSemiDark' | 'isVerticalNavCollapsed' | 'isNavbarBlurEnabled';
  label: string;
  /** Keeps the gap the choices leave below them, where more settings follow. */
  spaced?: boolean;
}) {
  return (
    <FormControlLabel
      sx={spaced ? { mb: 2 } : undefined}
      control={
        <Switch
          checked={useSettings()[setting]}
          onChange={(e) => updateSettings({ [setting]: e.target.checked })}
        />
      }
      label={label}
    />
  );
}

/** Where a bar (the navbar, the footer, the horizontal menu) stands: sticky, static or hidden. */
function BarChoice(props: { setting: TBarSetting; label: string; disabled?: (option: TBarType) => boolean }) {
  return <SettingChoice {...props} options={BAR_TYPES} labels="customizer.barTypes" />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ px: 3, py: 2 }}>
      <Typography variant="overline" component="h3" color="text.secondary" sx={{ display: 'block', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Every appearance and layout preference of issue 3, saved in cookies as it changes. */
export default function Customizer({
  open,
  onClose,
  narrow,
}: {
  open: boolean;
  onClose: () => void;
  narrow: boolean;
}) {
  const { t } = useTranslation();
  const s = useSettings();
  const mode = useColorMode();
  const colorsId = useId();
  const primaryKey = mode === 'light' ? 'lightThemePrimaryColor' : 'darkThemePrimaryColor';
  const primary = s[primaryKey] ?? BRAND_COLORS.primary;
  const horizontal = s.appContentLayoutNav === 'horizontal';

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 380, maxWidth: '100vw' }, 'aria-labelledby': 'customizer-title' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', px: 3, py: 2 }}>
        <PanelHeading id="customizer-title" title={t('customizer.title')} intro={t('customizer.subtitle')} />
        <IconButton onClick={onClose} aria-label={t('customizer.close')}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Section title={t('customizer.sections.theming')}>
        <SettingChoice setting="theme" label={t('customizer.theme')} options={THEMES} labels="theme" />
        <SettingChoice
          setting="skin"
          label={t('customizer.skin')}
          options={SKINS}
          labels="customizer.skins"
        />
        <Typography id={colorsId} variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('customizer.primaryFor', { mode: t(`theme.${mode}`) })}
        </Typography>
        <Box
          role="radiogroup"
          aria-labelledby={colorsId}
          sx={{ display: 'flex', gap: 1.5, mb: 2.5, flexWrap: 'wrap' }}
        >
          {PRIMARY_CHOICES.map((color) => {
            const selected = color === primary;
            return (
              <IconButton
                key={color}
                role="radio"
                aria-checked={selected}
                aria-label={t(`customizer.colors.${COLOR_NAMES[color] ?? 'teal'}`)}
                onClick={() =>
                  updateSettings({ [primaryKey]: color === BRAND_COLORS.primary ? null : color })
                }
                sx={{
                  width: 40,
                  height: 40,
                  bgcolor: color,
                  color: '#10201D',
                  outline: selected ? 2 : 0,
                  outlineColor: 'text.primary',
                  outlineOffset: 2,
                  '&:hover': { bgcolor: color },
                }}
              >
                {selected && <Check fontSize="small" />}
              </IconButton>
            );
          })}
        </Box>
        <SettingSwitch setting="isVerticalNavSemiDark" label={t('customizer.semiDark')} />
      </Section>
      <Divider />
      <Section title={t('customizer.sections.layout')}>
        {narrow && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('customizer.narrowNote')}
          </Typography>
        )}
        <SettingChoice
          setting="appContentLayoutNav"
          label={t('customizer.navigation')}
          options={NAV_LAYOUTS}
          labels="customizer.navLayouts"
        />
        {horizontal ? (
          <BarChoice setting="horizontalNavType" label={t('customizer.horizontalNavType')} />
        ) : (
          <SettingSwitch
            setting="isVerticalNavCollapsed"
            label={t('customizer.verticalNavCollapsed')}
            spaced
          />
        )}
        <SettingChoice
          setting="appContentWidth"
          label={t('customizer.contentWidth')}
          options={CONTENT_WIDTHS}
          labels="customizer.contentWidths"
        />
        <BarChoice
          setting="navbarType"
          label={t('customizer.navbarType')}
          disabled={(o) => horizontal && o === 'hidden'}
        />
        <SettingSwitch setting="isNavbarBlurEnabled" label={t('customizer.navbarBlur')} spaced />
        <BarChoice setting="footerType" label={t('customizer.footerType')} />
        <Choice
          label={t('customizer.direction')}
          value={s.isAppRTL ? 'rtl' : 'ltr'}
          options={['ltr', 'rtl'] as const}
          optionLabel={(o) => t(`customizer.directions.${o}`)}
          onChange={(d) => void switchDirection(d === 'rtl')}
        />
        <TextField
          select
          fullWidth
          size="small"
          label={t('customizer.language')}
          value={s.language}
          onChange={(e) => void switchLanguage(e.target.value as TLocale)}
        >
          {LOCALES.map((lang) => (
            <MenuItem key={lang} value={lang} lang={lang}>
              {t(`language.${lang}`)}
            </MenuItem>
          ))}
        </TextField>
      </Section>
      <Divider />
      <Box sx={{ px: 3, py: 2 }}>
        <Button
          startIcon={<RestartAlt />}
          variant="outlined"
          fullWidth
          onClick={() => {
            // Language and direction are the user's own choice, not a look, so they stay.
            const { language: _language, isAppRTL: _isAppRTL, ...defaults } = DEFAULT_SETTINGS;
            updateSettings(defaults);
          }}
        >
          {t('customizer.reset')}
        </Button>
      </Box>
    </Drawer>
  );
}
