import { readFileSync } from 'node:fs';
import { MEDIA_MAX_BYTES, PROOF_MAX_BYTES } from '@undangin/shared';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_VARIABLES } from '../src/config';

/**
 * There is no Docker engine on our machines, so the deployment files are held to the code here:
 * compose.yaml must configure everything config.ts reads, and the image must start the app the way
 * `npm start` does. The image itself is built where Docker runs.
 */
const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

/** Set only outside the image: it serves the web app it was built with, from the default place. */
const NOT_FOR_COMPOSE = ['WEB_DIST'];

type TService = {
  image?: string;
  build?: unknown;
  ports?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
};
const compose = parse(read('compose.yaml')) as { services: Record<string, TService> };
const services = compose.services;
const appServices = Object.entries(services).filter(([, service]) => service.build !== undefined);

describe('compose.yaml', () => {
  it('runs two app processes from this image beside the proxy, PostgreSQL, Redis, MinIO and Mailpit', () => {
    expect(appServices.map(([name]) => name)).toEqual(['app1', 'app2']);
    for (const name of ['proxy', 'postgres', 'redis', 'minio', 'mailpit']) {
      expect(services[name]?.image, name).toBeTruthy();
    }
    // Only the proxy is published for the public: a hop count in TRUST_PROXY trusts whoever connects.
    for (const [name, service] of appServices) expect(service.ports, name).toBeUndefined();
  });

  it('gives the app every variable config.ts reads, and none it does not', () => {
    const variables = ENV_VARIABLES;
    expect(variables).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'S3_BUCKET']),
    );
    const expected = variables.filter((name) => !NOT_FOR_COMPOSE.includes(name)).sort();
    for (const [name, service] of appServices) {
      expect(Object.keys(service.environment ?? {}).sort(), name).toEqual(expected);
    }
  });

  it('sets what a scaled deployment needs: shared database, Redis, bucket, mail, one proxy hop', () => {
    const [, app] = appServices[0]!;
    const env = app.environment!;
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.S3_ENDPOINT).toBe('http://minio:9000');
    expect(env.S3_FORCE_PATH_STYLE).toBe('true');
    expect(env.SMTP_URL).toContain('smtp://mailpit:1025');
    expect(env.TRUST_PROXY).toMatch(/^\$\{TRUST_PROXY:-1\}$/);
    // A default secret in a committed file would be everyone's secret: compose stops when one is unset.
    expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(env.ADMIN_PASSWORD).toMatch(/^\$\{ADMIN_PASSWORD:\?/);
    expect(env.S3_SECRET_ACCESS_KEY).toMatch(/^\$\{MINIO_ROOT_PASSWORD:\?/);
    expect(env.DATABASE_URL).toContain('${POSTGRES_PASSWORD:?');
    expect(env.APP_URL).toMatch(/^\$\{APP_URL:\?/);
    // Both processes are the same service twice, so they cannot drift apart.
    expect(appServices[1]![1]).toEqual(app);
  });

  it('starts the apps only once the services they use are ready and the bucket exists', () => {
    const [, app] = appServices[0]!;
    expect(app.depends_on).toMatchObject({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      'minio-bucket': { condition: 'service_completed_successfully' },
    });
    expect(services['minio-bucket']?.depends_on).toEqual({ minio: { condition: 'service_healthy' } });
  });
});

describe('deploy/nginx.conf', () => {
  const conf = read('deploy/nginx.conf');

  it('takes turns between the app services on the port they listen on', () => {
    const upstream = [...conf.matchAll(/^\s*server (\S+):(\d+)\b/gm)].map(([, host, port]) => ({
      host,
      port,
    }));
    expect(upstream.map(({ host }) => host)).toEqual(appServices.map(([name]) => name));
    for (const { port } of upstream) expect(port).toBe(appServices[0]![1].environment!.PORT);
    expect(services.proxy?.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
  });

  it('hands the app the client address as the last X-Forwarded-For entry, and lets the largest upload through', () => {
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    const [, megabytes] = /client_max_body_size (\d+)m;/.exec(conf) ?? [];
    expect(Number(megabytes) * 1024 * 1024).toBeGreaterThan(Math.max(MEDIA_MAX_BYTES, PROOF_MAX_BYTES));
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => /^[A-Z]+ /.test(line));
  const all = (keyword: string) =>
    instructions
      .filter((line) => line.startsWith(`${keyword} `))
      .map((line) => line.slice(keyword.length + 1).trim());
  const runtime = instructions.slice(instructions.findLastIndex((line) => line.startsWith('FROM ')));
  const inRuntime = (keyword: string) =>
    runtime
      .filter((line) => line.startsWith(`${keyword} `))
      .map((line) => line.slice(keyword.length + 1).trim());
  const rootPackage = JSON.parse(read('package.json')) as {
    scripts: Record<string, string>;
    workspaces: string[];
  };
  const apiPackage = JSON.parse(read('apps/api/package.json')) as { scripts: Record<string, string> };

  it('starts the app with the command npm start runs after its build, from the same folder', () => {
    // npm start = build, then apps/api's start script in apps/api.
    expect(rootPackage.scripts.start).toBe('npm run build && npm run start -w apps/api');
    const cmd = JSON.parse(inRuntime('CMD').at(-1)!) as string[];
    expect(cmd).toEqual(apiPackage.scripts.start!.split(' '));
    expect(inRuntime('WORKDIR').at(-1)).toBe('/app/apps/api');
    // The image is built by the same command.
    expect(all('RUN')).toContain('npm run build');
  });

  it('is built in stages, runs as an ordinary user and checks /api/ready', () => {
    expect(all('FROM').length).toBeGreaterThanOrEqual(3);
    expect(inRuntime('USER')).toEqual(['node']);
    expect(inRuntime('HEALTHCHECK').join()).toContain('/api/ready');
    expect(inRuntime('COPY')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/app\/apps\/api\/dist /),
        expect.stringMatching(/\/app\/apps\/web\/dist /),
      ]),
    );
  });

  it('installs from every workspace package.json, so a new workspace cannot be left out', () => {
    const copied = all('COPY');
    for (const workspace of rootPackage.workspaces) {
      expect(copied, workspace).toContain(`${workspace}/package.json ${workspace}/`);
    }
  });
});
