# The product in a container, built with the same steps as `make deploy` (release server, production
# front end). No container engine runs where this project is developed; the file is kept minimal.
FROM rust:1-bookworm AS build
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends nodejs npm libpq-dev && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN cargo build --release -p server --bin server && make frontend

FROM debian:bookworm-slim
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends libpq5 ca-certificates curl && rm -rf /var/lib/apt/lists/* \
    && useradd --system --home-dir /opt/emis --shell /usr/sbin/nologin emis
COPY --from=build /src/target/release/server /opt/emis/bin/server
COPY --from=build /src/frontend/dist /opt/emis/static
ENV BIND=0.0.0.0:8080 STATIC_DIR=/opt/emis/static DATA_DIR=/opt/emis/data LOG_FORMAT=json
RUN mkdir -p /opt/emis/data && chown emis: /opt/emis/data
USER emis
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=2s CMD curl -fsS http://127.0.0.1:8080/readyz || exit 1
# `server migrate` and `server create-admin` run the same way: docker compose run emis migrate
ENTRYPOINT ["/opt/emis/bin/server"]
