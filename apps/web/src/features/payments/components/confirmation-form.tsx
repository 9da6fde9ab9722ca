import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatRupiah } from '@undangin/shared/billing/money';
import { jakartaDate, latestIndonesianDate } from '@undangin/shared/dates';
import {
  PROOF_MAX_BYTES,
  PROOF_MIME_TYPES,
  ZPaymentConfirmationFields,
  type TPaymentDetail,
  type TTransaction,
} from '@undangin/shared/billing/schemas';
import { fieldError } from '../../../lib/field-error';
import { showFormProblem } from '../../../lib/form-errors';
import { SelectField } from '../../../components/select-field';
import { translateMessage } from '../../../lib/i18n';
import { CopyButton } from '../../transactions';
import { useConfirmPayment } from '../api/confirm-payment';
import { shrinkPhoto } from '../lib/shrink-photo';

/** The shared fields, plus what only the form has: which transaction, and the proof file. */
const ZConfirmationForm = ZPaymentConfirmationFields.extend({
  transactionId: z.string().min(1, 'Pilih transaksi yang dibayar'),
  proof: z
    .custom<File>(
      (value) => typeof File !== 'undefined' && value instanceof File,
      'Bukti transfer wajib diunggah.',
    )
    .refine(
      (file) => file.size <= PROOF_MAX_BYTES,
      `Ukuran bukti transfer maksimal ${PROOF_MAX_BYTES / 1024 / 1024} MB.`,
    )
    .refine(
      (file) => (PROOF_MIME_TYPES as readonly string[]).includes(file.type),
      'Bukti transfer harus berupa foto JPEG, PNG atau WebP, atau dokumen PDF.',
    ),
});
type TFormInput = z.input<typeof ZConfirmationForm>;
type TFormOutput = z.output<typeof ZConfirmationForm>;

/** Why a chosen file cannot be sent (the contract's own message), or null when it can. */
function proofRefusal(file: File): string | null {
  return ZConfirmationForm.shape.proof.safeParse(file).error?.issues[0]?.message ?? null;
}

const FIELDS = ['transactionId', 'bankName', 'accountHolder', 'amount', 'transferDate', 'proof'] as const;

/**
 * Konfirmasi Pembayaran: the transfer's details and its proof, checked with the shared contract before
 * sending, uploaded with a progress bar, and the API's per-field answers shown on the fields.
 */
export function ConfirmationForm({
  transactions,
  initialTransactionId,
  onDone,
}: {
  transactions: TTransaction[];
  initialTransactionId: string | null;
  onDone: (payment: TPaymentDetail) => void;
}) {
  const { t } = useTranslation('billing');
  const confirm = useConfirmPayment();
  const [progress, setProgress] = useState<number | null>(null);
  /** A photo being shrunk before it becomes the proof: sending waits for it. */
  const [preparing, setPreparing] = useState(false);
  /** Why the last chosen file was refused: it is not kept, so neither its preview nor its name stays. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const first = transactions.find((tx) => tx.id === initialTransactionId) ?? transactions[0];
  const form = useForm<TFormInput, unknown, TFormOutput>({
    resolver: zodResolver(ZConfirmationForm),
    defaultValues: {
      transactionId: first?.id ?? '',
      bankName: '',
      accountHolder: '',
      amount: first ? String(first.amount) : '',
      transferDate: jakartaDate(new Date()),
      proof: undefined,
    },
  });
  const { errors } = form.formState;
  const selectedId = useWatch({ control: form.control, name: 'transactionId' });
  const selected = transactions.find((tx) => tx.id === selectedId);
  const proof = useWatch({ control: form.control, name: 'proof' }) as File | undefined;
  const preview = useMemo(
    () => (proof instanceof File && proof.type.startsWith('image/') ? URL.createObjectURL(proof) : null),
    [proof],
  );
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const message = (field: (typeof FIELDS)[number]) => {
    const text = errors[field]?.message;
    return text ? translateMessage(text) : undefined;
  };

  const submit = form.handleSubmit(async ({ transactionId, proof: file, ...fields }) => {
    setProgress(0);
    try {
      const payment = await confirm.mutateAsync({
        transactionId,
        proof: file,
        ...fields,
        onProgress: setProgress,
      });
      onDone(payment);
    } catch (error) {
      showFormProblem(form.setError, error, FIELDS);
    } finally {
      setProgress(null);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2, maxWidth: 640 }}
    >
      {errors.root && (
        <Alert severity="error" role="alert">
          {errors.root.message}
        </Alert>
      )}
      <SelectField
        control={form.control}
        name="transactionId"
        required
        label={t('confirmation.transaction')}
        options={transactions.map((tx) => ({
          value: tx.id,
          label: `${tx.invoiceNumber} · ${tx.package.name} · ${formatRupiah(tx.amount)}`,
        }))}
        onPick={(id) => {
          const next = transactions.find((tx) => tx.id === id);
          if (next) form.setValue('amount', String(next.amount));
        }}
      />
      {selected && (
        <Paper
          variant="outlined"
          sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography color="text.secondary">{t('confirmation.toTransfer')}</Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatRupiah(selected.amount)}</Typography>
          <CopyButton value={String(selected.amount)} label={t('copy.amount')} />
          {selected.rejectionReason && selected.status === 'ditolak' && (
            <Alert severity="error" sx={{ flexBasis: '100%' }}>
              {t('transfer.rejected', { reason: selected.rejectionReason })}
            </Alert>
          )}
        </Paper>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TextField
          {...form.register('bankName')}
          required
          label={t('confirmation.bankName')}
          placeholder={t('confirmation.bankNameExample')}
          autoComplete="off"
          {...fieldError(errors.bankName?.message)}
        />
        <TextField
          {...form.register('accountHolder')}
          required
          label={t('confirmation.accountHolder')}
          autoComplete="name"
          {...fieldError(errors.accountHolder?.message, t('confirmation.accountHolderHint'))}
        />
        <TextField
          {...form.register('amount')}
          required
          label={t('confirmation.amount')}
          {...fieldError(errors.amount?.message, t('confirmation.amountHint'))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          {...form.register('transferDate')}
          required
          type="date"
          label={t('confirmation.transferDate')}
          {...fieldError(errors.transferDate?.message)}
          // The same last day the API accepts: today in Papua, so a couple there is never refused theirs.
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: latestIndonesianDate(new Date()) } }}
        />
      </Box>
      <Controller
        control={form.control}
        name="proof"
        render={({ field }) => (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Button
              component="label"
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              sx={{ justifySelf: 'start' }}
            >
              {proof ? t('confirmation.replaceProof') : t('confirmation.chooseProof')}
              <input
                hidden
                type="file"
                name={field.name}
                // Any photo a phone takes (HEIC too): it is shrunk, and turned into JPEG, before sending.
                accept="image/*,application/pdf"
                aria-label={t('confirmation.proof')}
                onBlur={field.onBlur}
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  // Emptied, so that the same file can be chosen again after a refusal.
                  event.target.value = '';
                  if (!chosen) return;
                  setPreparing(true);
                  void shrinkPhoto(chosen).then((file) => {
                    setPreparing(false);
                    const refused = proofRefusal(file);
                    setRefusal(refused);
                    field.onChange(refused ? undefined : file);
                  });
                }}
              />
            </Button>
            <FormHelperText error={Boolean(refusal ?? errors.proof)}>
              {(refusal ? translateMessage(refusal) : message('proof')) ??
                (proof ? `${proof.name} (${Math.ceil(proof.size / 1024)} KB)` : t('confirmation.proofHint'))}
            </FormHelperText>
            {preview && (
              <Box
                component="img"
                src={preview}
                alt={t('confirmation.proofPreview')}
                sx={{
                  maxWidth: 240,
                  maxHeight: 240,
                  objectFit: 'contain',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            )}
          </Box>
        )}
      />
      {progress !== null && (
        <Box>
          <LinearProgress variant="determinate" value={progress} aria-label={t('confirmation.uploading')} />
          <Typography variant="caption" color="text.secondary">
            {t('confirmation.progress', { percent: progress })}
          </Typography>
        </Box>
      )}
      <Button type="submit" variant="contained" size="large" loading={confirm.isPending || preparing}>
        {t('confirmation.submit')}
      </Button>
    </Box>
  );
}
