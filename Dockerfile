# Two images from one build: `runtime` for the API (which also serves the built SPA) and
# `compile-worker`, which adds TeX Live, Python with matplotlib and bubblewrap.
# Build:  docker build -t exam-prep-studio .      Run: see docker-compose.yml

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Native modules (argon2) may need a toolchain when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/pdf-annotate/package.json libs/pdf-annotate/
COPY apps/api/package.json apps/api/
COPY apps/compile-worker/package.json apps/compile-worker/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json nest-cli.json ./
COPY libs libs
COPY apps apps
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    WEB_DIST_DIR=/app/apps/web/dist
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/libs/contracts/package.json libs/contracts/package.json
COPY --from=build --chown=node:node /app/libs/contracts/dist libs/contracts/dist
COPY --from=build --chown=node:node /app/apps/api/package.json apps/api/package.json
COPY --from=build --chown=node:node /app/apps/api/dist apps/api/dist
COPY --from=build --chown=node:node /app/apps/compile-worker/package.json apps/compile-worker/package.json
COPY --from=build --chown=node:node /app/apps/compile-worker/dist apps/compile-worker/dist
COPY --from=build --chown=node:node /app/apps/compile-worker/sandbox apps/compile-worker/sandbox
COPY --from=build --chown=node:node /app/apps/web/dist apps/web/dist
# The shipped content (syllabuses, the OATutor problems, original questions) that `migrate` imports.
COPY --chown=node:node data data
# User files (FILE_STORAGE_DIR); a named volume mounted here keeps the node user's ownership.
RUN mkdir -p /var/lib/eps/files && chown node:node /var/lib/eps/files
USER node
EXPOSE 3000
# The api service runs migrations first; the compile-worker service overrides the command.
CMD ["sh", "-c", "node apps/api/dist/cli.js migrate && exec node apps/api/dist/main.js"]

# The worker runs untrusted LaTeX and Python inside bubblewrap. It stays root inside the container so
# that each sandbox can run as its own unprivileged id (see apps/compile-worker/src/sandbox); the
# container needs a seccomp profile that allows user namespaces (docker-compose.yml, README).
FROM runtime AS compile-worker
USER root
RUN apt-get update && apt-get install -y --no-install-recommends \
      texlive-latex-recommended texlive-latex-extra texlive-fonts-recommended texlive-science \
      texlive-pictures cm-super latexmk python3-matplotlib python3-numpy bubblewrap util-linux \
    && rm -rf /var/lib/apt/lists/*
CMD ["node", "apps/compile-worker/dist/main.js"]

# Default target: the API image.
FROM runtime
