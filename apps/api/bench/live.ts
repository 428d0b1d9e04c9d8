import { io, type Socket } from 'socket.io-client';
import { REALTIME_EVENTS, REALTIME_PATH } from '@nestly/shared';
import { BENCH_BOOKERS, benchBookerEmail } from './seed-bench-data';
import { benchLogin, percentile } from './support';

export interface BookableHome {
  id: string;
  minMonths: number;
  ownerEmail: string;
}

interface NoticeEvent {
  notification: { type: string; link: string | null; createdAt: string };
}

/**
 * Live delivery (issue 9): the owners of the homes being booked listen on Socket.IO (spread over
 * the API processes by the cluster), and tenants book at a steady rate. For each booking the
 * owner must hear two notices (booked, paid); the latency is from the notice's write in the
 * booking's transaction (its createdAt, same machine clock) to its arrival at the owner's socket.
 */
export const measureLiveDelivery = async (options: {
  baseUrl: string;
  homes: BookableHome[];
  bookingsPerSecond: number;
  durationSeconds: number;
}) => {
  const { baseUrl, homes, bookingsPerSecond, durationSeconds } = options;
  const owners = [...new Set(homes.map((home) => home.ownerEmail))];
  const sockets: Socket[] = [];
  const latencies: number[] = [];
  const heard = new Map<string, number>();
  await Promise.all(
    owners.map(async (email) => {
      const { token } = await benchLogin(baseUrl, 'owner', email);
      const socket = io(baseUrl, {
        path: REALTIME_PATH,
        auth: { token },
        transports: ['websocket'],
      });
      sockets.push(socket);
      socket.on(REALTIME_EVENTS.notificationNew, (payload: NoticeEvent) => {
        latencies.push(Date.now() - new Date(payload.notification.createdAt).getTime());
        const bookingId = payload.notification.link?.split('/').pop() ?? '';
        heard.set(bookingId, (heard.get(bookingId) ?? 0) + 1);
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
    }),
  );
  const tenants = await Promise.all(
    Array.from({ length: BENCH_BOOKERS }, (_, index) =>
      benchLogin(baseUrl, 'user', benchBookerEmail(index)),
    ),
  );
  const moveInDate = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const booked: string[] = [];
  let failed = 0;
  const post = (path: string, token: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  // Open loop: a booking starts every 1/rate seconds whatever the earlier ones are doing.
  const total = Math.min(homes.length, Math.round(bookingsPerSecond * durationSeconds));
  const started = Date.now();
  const runs: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / bookingsPerSecond;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    const home = homes[index]!;
    const tenant = tenants[index % tenants.length]!;
    runs.push(
      (async () => {
        const saved = await post('/api/user/checkout/save-booking-dates', tenant.token, {
          propertyId: home.id,
          moveInDate,
          rentalPeriod: home.minMonths,
        });
        await saved.arrayBuffer();
        const paid = await post(`/api/user/wallet/place-order/${tenant.user.id}`, tenant.token, {});
        const body = (await paid.json()) as { booking?: { id: string } };
        if (paid.status === 201 && body.booking) booked.push(body.booking.id);
        else failed += 1;
      })(),
    );
  }
  await Promise.all(runs);
  // Wait for the last notices (at most 5 s) before counting what arrived.
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && booked.some((id) => (heard.get(id) ?? 0) < 2)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const socket of sockets) socket.disconnect();
  latencies.sort((a, b) => a - b);
  const lost = booked.reduce((sum, id) => sum + Math.max(0, 2 - (heard.get(id) ?? 0)), 0);
  return {
    bookings: booked.length,
    failed,
    owners: owners.length,
    rate: bookingsPerSecond,
    delivered: latencies.length,
    lost,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: percentile(latencies, 1),
  };
};
