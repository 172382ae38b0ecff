# Build: the web app needs the dev dependencies (Vite); the runtime image does not.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=8080
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY domain domain
COPY server server
COPY --from=build /app/web/dist web/dist
# The server renderer of the public pages (web/src/entry-server.tsx), self-contained.
COPY --from=build /app/web/dist-ssr web/dist-ssr
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:8080/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node strips the types of the server's TypeScript itself: no loader at run time. The memory
# settings are scripts/server-node.mjs's (see docs/decisions/0020-server-runs-typescript-and-memory.md).
ENV MALLOC_ARENA_MAX=2
CMD ["node", "--max-semi-space-size=4", "server/src/main.ts"]
