import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PropertyDetail } from '@nestly/shared';
import { serveApi, stopApi, type RecordedCall } from '../../../test/fake-api';
import {
  FEATURE_PARKING,
  FEATURE_WIFI,
  IMAGE_A,
  IMAGE_B,
  demoFeatures,
  makeDetail,
} from '../../../test/property-factory';
import { renderWithProviders } from '../../../test/render';
import { PropertyForm } from './property-form';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({
  toast: { error: vi.fn(), success: toastSuccess, info: vi.fn() },
}));

afterEach(stopApi);

const LABELS = [
  'Title',
  'Description',
  'Property type',
  'Address',
  'City',
  'State',
  'Country',
  'Pincode',
  'Bedrooms',
  'Bathrooms',
  'Area (sq ft)',
  'Furnishing',
  'Monthly rent (₹)',
  'Deposit (₹)',
  'Minimum months',
  'Maximum months',
  'Photos',
];

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

const renderForm = (property?: PropertyDetail) => {
  const onSaved = vi.fn();
  const view = renderWithProviders(
    <PropertyForm
      property={property}
      features={demoFeatures}
      onSaved={onSaved}
      cancelTo="/owner/properties"
    />,
  );
  return { ...view, onSaved };
};

const fillValidForm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Title'), 'Sunny flat by the lake');
  await user.type(
    screen.getByLabelText('Description'),
    'Two bright rooms facing the lake, close to the market.',
  );
  await user.selectOptions(screen.getByLabelText('Property type'), 'house');
  await user.type(screen.getByLabelText('Address'), '4 Lake Road, Kumarakom');
  await user.type(screen.getByLabelText('City'), 'Kottayam');
  await user.type(screen.getByLabelText('State'), 'Kerala');
  await user.type(screen.getByLabelText('Pincode'), '686563');
  await user.clear(screen.getByLabelText('Bedrooms'));
  await user.type(screen.getByLabelText('Bedrooms'), '3');
  await user.type(screen.getByLabelText('Area (sq ft)'), '1200');
  await user.type(screen.getByLabelText('Monthly rent (₹)'), '18500.50');
  await user.type(screen.getByLabelText('Deposit (₹)'), '37000');
  await user.click(screen.getByLabelText('Wi-Fi'));
  await user.click(screen.getByLabelText('Parking'));
};

const created = (call: RecordedCall) => ({
  status: 201,
  data: {
    message: 'Property submitted for review',
    property: makeDetail({ id: '7e1f6a52-9d0b-4f43-9b8e-2b6f7d1c0a11', status: 'pending' }),
  },
  call,
});

describe('property form', () => {
  it('labels every field and shows the validation messages without sending anything', async () => {
    const user = userEvent.setup();
    const calls = serveApi([]);
    renderForm();
    for (const label of LABELS) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Photos')).toHaveAttribute('type', 'file');

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText('Title must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Monthly rent is required')).toBeInTheDocument();
    expect(screen.getByText('Pincode must be 6 digits')).toBeInTheDocument();
    expect(screen.getByText('Add at least one photo')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('checks the stay range and the rent floor in rupees', async () => {
    const user = userEvent.setup();
    serveApi([]);
    renderForm();
    await user.type(screen.getByLabelText('Monthly rent (₹)'), '499');
    await user.clear(screen.getByLabelText('Minimum months'));
    await user.type(screen.getByLabelText('Minimum months'), '6');
    await user.clear(screen.getByLabelText('Maximum months'));
    await user.type(screen.getByLabelText('Maximum months'), '3');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Monthly rent must be at least ₹500')).toBeInTheDocument();
    expect(screen.getByText('Maximum months must be at least the minimum')).toBeInTheDocument();
  });

  it('submits multipart with paise, repeated features and the photos in gallery order', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const calls = serveApi([['POST /owner/add-property', created]]);
    const { onSaved } = renderForm();
    await fillValidForm(user);
    await user.upload(screen.getByLabelText('Photos'), [png('kitchen.png'), png('front.png')]);
    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const form = calls[0]?.data as FormData;
    expect(calls[0]?.method).toBe('POST');
    expect(form.get('rent')).toBe('1850050');
    expect(form.get('deposit')).toBe('3700000');
    expect(form.get('type')).toBe('house');
    expect(form.get('bedrooms')).toBe('3');
    expect(form.get('country')).toBe('India');
    expect(form.getAll('features')).toEqual([FEATURE_WIFI, FEATURE_PARKING]);
    expect((form.getAll('images') as File[]).map((file) => file.name)).toEqual([
      'front.png',
      'kitchen.png',
    ]);
    expect(toastSuccess).toHaveBeenCalledWith('Property submitted for review');
  });

  it('refuses a text file renamed .jpg as soon as it is picked, before any thumbnail', async () => {
    const user = userEvent.setup();
    // The browser cannot decode it: createImageBitmap rejects, as Chromium does for text.
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new DOMException('The source image could not be decoded.'))),
    );
    try {
      renderForm();
      const notes = new File(['not a photo at all'], 'cover.jpg', { type: 'image/jpeg' });
      await user.upload(screen.getByLabelText('Photos'), notes);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'cover.jpg: not a picture that can be opened (damaged, or not a photo)',
      );
      expect(screen.queryByRole('list', { name: 'Gallery order' })).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows a plan refusal above the form with a link to the plans', async () => {
    const user = userEvent.setup({ applyAccept: false });
    serveApi([
      [
        'POST /owner/add-property',
        {
          status: 403,
          data: {
            code: 'PLAN_LIMIT_REACHED',
            message: 'Your Basic plan allows 3 properties and you have 3.',
          },
        },
      ],
    ]);
    renderForm();
    await fillValidForm(user);
    await user.upload(screen.getByLabelText('Photos'), [png('front.png')]);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(
      await screen.findByText('Your Basic plan allows 3 properties and you have 3.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See subscription plans' })).toHaveAttribute(
      'href',
      '/owner/subscription',
    );
  });

  it('puts the server’s field errors on their fields (photos included)', async () => {
    const user = userEvent.setup({ applyAccept: false });
    serveApi([
      [
        'POST /owner/add-property',
        {
          status: 400,
          data: {
            code: 'VALIDATION_ERROR',
            message: 'Pincode must be 6 digits',
            details: [
              { field: 'pincode', message: 'We do not deliver to this pincode' },
              { field: 'images', message: 'Photos must be JPEG, PNG, WebP or AVIF images.' },
            ],
          },
        },
      ],
    ]);
    renderForm();
    await fillValidForm(user);
    await user.upload(screen.getByLabelText('Photos'), [png('front.png')]);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText('We do not deliver to this pincode')).toBeInTheDocument();
    expect(screen.getByText('Photos must be JPEG, PNG, WebP or AVIF images.')).toBeInTheDocument();
  });

  it('edits a rejected listing: shows the reason and sends imageOrder for a new gallery', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const property = makeDetail({ status: 'rejected', rejectionReason: 'The photos are blurry.' });
    const calls = serveApi([
      [
        /^PATCH \/owner\/property\/update\//,
        { data: { message: 'Changes saved and sent for review', property } },
      ],
    ]);
    const { onSaved } = renderForm(property);
    expect(screen.getByText('Reason: The photos are blurry.')).toBeInTheDocument();
    expect(screen.getByText(/sends the listing back for review/)).toBeInTheDocument();
    expect(screen.getByLabelText('Monthly rent (₹)')).toHaveValue(28000);
    expect(screen.getByLabelText('Wi-Fi')).toBeChecked();

    await user.upload(screen.getByLabelText('Photos'), [png('balcony.png')]);
    const gallery = screen.getByRole('list', { name: 'Gallery order' });
    await user.click(within(gallery).getByRole('button', { name: 'Remove photo 1' }));
    await user.click(within(gallery).getByRole('button', { name: 'Move photo 2 earlier' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]?.url).toBe(`/owner/property/update/${property.id}`);
    const form = calls[0]?.data as FormData;
    expect(form.getAll('imageOrder')).toEqual(['new-0', IMAGE_B]);
    expect((form.getAll('images') as File[]).map((file) => file.name)).toEqual(['balcony.png']);
    expect(form.get('rent')).toBe('2800000');
    expect(IMAGE_A).not.toBe(IMAGE_B);
  });

  it('edits without touching the photos as JSON', async () => {
    const user = userEvent.setup();
    const property = makeDetail();
    const calls = serveApi([
      [/^PATCH \/owner\/property\/update\//, { data: { message: 'Changes saved', property } }],
    ]);
    const { onSaved } = renderForm(property);
    await user.clear(screen.getByLabelText('Deposit (₹)'));
    await user.type(screen.getByLabelText('Deposit (₹)'), '0');
    await user.click(screen.getByLabelText('Wi-Fi'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = JSON.parse(calls[0]?.data as string) as Record<string, unknown>;
    expect(body).toMatchObject({ deposit: 0, rent: 2_800_000, features: [] });
    expect(body).not.toHaveProperty('imageOrder');
  });
});
