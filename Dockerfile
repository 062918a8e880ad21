# Ironpath in one image (README, "Containers"): the same install, build and start as the Quick
# start, on the official Node 24 image, as the unprivileged `node` user, with the SQLite database
# in the /data volume. scripts/dockerfile-steps.test.mjs runs these steps outside a container.
#   docker build -t ironpath .
#   docker run -d -p 3000:3000 -v ironpath-data:/data ironpath
FROM node:24-slim

# The only steps as root: a home for the app and for the data, owned by the user that runs it.
RUN mkdir -p /app /data && chown node:node /app /data
WORKDIR /app
USER node

COPY --chown=node:node . .
# npm ci installs from the lock file; the build is the one `npm install`'s postinstall runs. The
# native modules (better-sqlite3, argon2) load the prebuilt binaries they ship, so no install
# script runs: better-sqlite3's would call node-gyp, which wants Python and make, not on this image.
RUN npm ci --ignore-scripts --no-audit --no-fund
RUN npm run build
# The build tools and the test-only packages are not needed to serve.
RUN npm prune --omit=dev --ignore-scripts --no-audit --no-fund

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=sqlite:/data/app.db
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# What `npm start` runs, without npm in between: SIGTERM (docker stop) reaches the server, which
# closes gracefully.
CMD ["node", "apps/server/dist/start.js"]
