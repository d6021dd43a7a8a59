# The two commands: `make run` sets everything up and serves the product with demo data;
# `make test` sets everything up and runs every layer of tests.
SHELL := /bin/bash
.DEFAULT_GOAL := help
PORT ?= 8080
BIND ?= 127.0.0.1:$(PORT)
export CARGO_TERM_COLOR ?= never

FRONTEND_SOURCES := $(shell find frontend/src frontend/public -type f 2>/dev/null) $(wildcard frontend/*.json frontend/*.js frontend/*.cjs frontend/*.mjs frontend/*.ts) $(wildcard i18n/*.json)

.PHONY: help run test test-stages test-build test-services stop lint lint-code licences advisories bench deploy rollback backup restore tools test-rust test-frontend test-operations test-contract fuzz test-e2e server frontend e2e-deps chromium pdf-tools ha-tools

help:
	@echo "make run     set up everything and serve the product with demo data on http://$(BIND)/"
	@echo "make test    set up everything and run every layer of tests"
	@echo "make lint    formatting, clippy, the dependency rule, dependency licences, eslint and tsc"
	@echo "make advisories  dependencies against the RustSec advisories (fetched from GitHub at run time)"
	@echo "make bench   benchmarks"
	@echo "make fuzz    the contract run with new cases for longer (FUZZ_MAX_TIME seconds, default 600)"
	@echo "make stop    stop the project's PostgreSQL cluster"
	@echo "make deploy  install a release under DEPLOY_DIR (/opt/emis) and (re)start it; make rollback returns to the previous"
	@echo "make backup  dump the database (make restore FILE=... loads a dump)"

## Set-up ----------------------------------------------------------------------------------------

# Node and npm come with the machine image; a bare machine gets Debian's.
tools:
	@command -v npm >/dev/null || (export DEBIAN_FRONTEND=noninteractive; apt-get update -qq && apt-get install -y -qq nodejs npm)
	@command -v cargo >/dev/null || { echo "cargo is missing: install the Rust toolchain (rustup)"; exit 1; }
	@[ -f /usr/include/postgresql/libpq-fe.h ] || (export DEBIAN_FRONTEND=noninteractive; apt-get update -qq && apt-get install -y -qq libpq-dev)

server: tools
	cargo build -p server --bin server

# cargo-deny for the licence check of `make lint`: built once per machine (about five minutes on two
# cores) into a folder outside the checkout, so that every later clone on the machine reuses it.
CARGO_DENY_VERSION := 0.20.2
CARGO_DENY := $(HOME)/.cache/emis/cargo-deny-$(CARGO_DENY_VERSION)/bin/cargo-deny
$(CARGO_DENY): | tools
	nice -n 19 cargo install cargo-deny --locked --version $(CARGO_DENY_VERSION) --root $(HOME)/.cache/emis/cargo-deny-$(CARGO_DENY_VERSION)

frontend/node_modules/.package-lock.json: frontend/package-lock.json | tools
	cd frontend && npm ci --no-audit --no-fund

frontend/dist/index.html: frontend/node_modules/.package-lock.json $(FRONTEND_SOURCES)
	cd frontend && npm run build

frontend: $(if $(wildcard frontend/package.json),frontend/dist/index.html)

e2e/node_modules/.package-lock.json: e2e/package-lock.json | tools
	cd e2e && npm ci --no-audit --no-fund

e2e-deps: e2e/node_modules/.package-lock.json pdf-tools chromium

# Debian's Chromium, which the browser tests and the front end's benchmark drive.
chromium:
	@command -v chromium >/dev/null || (export DEBIAN_FRONTEND=noninteractive; apt-get update -qq && apt-get install -y -qq chromium fonts-dejavu-core)

## The product -----------------------------------------------------------------------------------

run: server frontend
	@url=$$(scripts/postgres.sh database emis) && \
	  DATABASE_URL="$$url" BIND="$(BIND)" STATIC_DIR="$(CURDIR)/frontend/dist" DATA_DIR="$(CURDIR)/.data" \
	  exec target/debug/server --demo

stop:
	scripts/postgres.sh stop

## Operations ------------------------------------------------------------------------------------

deploy: tools $(if $(wildcard frontend/package.json),frontend/node_modules/.package-lock.json)
	scripts/deploy.sh deploy

rollback:
	scripts/deploy.sh rollback

backup:
	scripts/backup.sh backup $(FILE)

restore:
	@[ -n "$(FILE)" ] || { echo "make restore FILE=path/to/emis.dump"; exit 2; }
	scripts/backup.sh restore $(FILE)

## Tests -----------------------------------------------------------------------------------------

test:
	scripts/with-postgres.sh $(MAKE) --no-print-directory test-stages

# The machine has two cores. The builds use both, so they come first and one at a time; then the
# layers that run against them go two at a time: the front end's unit tests beside the Rust tests,
# the operations and the contract run (mostly waiting on PostgreSQL); the browser tests, which
# wait on the server and the browser, beside the licence check, whose one-time build of cargo-deny
# runs at the lowest priority. Each job's output is printed whole when it ends.
test-stages:
	@echo "make test: builds and lint from $$(date +%T)"
	$(MAKE) --no-print-directory lint-code test-build
	@echo "make test: unit, HTTP, operations and contract tests from $$(date +%T)"
	$(MAKE) --no-print-directory -j2 --output-sync=target test-frontend test-services
	@echo "make test: browser tests and licences from $$(date +%T)"
	$(MAKE) --no-print-directory -j2 --output-sync=target test-e2e licences
	@echo "make test: done at $$(date +%T)"

test-build: tools server frontend
	cargo test --workspace --no-run

test-services:
	$(MAKE) --no-print-directory -j1 test-rust test-operations test-contract

lint: lint-code licences

# Every dependency's licence is on deny.toml's list, from crates.io only (advisories need GitHub).
licences: $(CARGO_DENY)
	$(CARGO_DENY) check licenses bans sources

lint-code: tools
	cargo fmt --all -- --check
	cargo clippy --workspace --all-targets -- -D warnings
	scripts/check-dependency-rule.sh
	# The contract: frontend/openapi.json is the server's own document, and the types are generated from it.
	cargo test -q -p adapters-web --lib openapi::
	$(if $(wildcard frontend/package.json),$(MAKE) frontend/node_modules/.package-lock.json && cd frontend && npm run api:check && npm run lint && npm run typecheck)

# Every dependency against the RustSec advisory database, which cargo-deny fetches from GitHub:
# run it where GitHub is reachable (the build machines here reach only the package registries, so
# `make lint` cannot include it).
advisories: $(CARGO_DENY)
	$(CARGO_DENY) check advisories

# The PDF tests read a document's text back with pdftotext.
pdf-tools:
	@(command -v pdftotext && command -v zbarimg) >/dev/null || (export DEBIAN_FRONTEND=noninteractive; apt-get update -qq && apt-get install -y -qq poppler-utils zbar-tools)

# The replicated database (scripts/ha.sh): Debian's pg_auto_failover and pgBackRest.
ha-tools:
	@(command -v pg_autoctl && command -v pgbackrest && ls /usr/lib/postgresql/*/lib/pgautofailover.so) >/dev/null 2>&1 || (export DEBIAN_FRONTEND=noninteractive; apt-get update -qq && apt-get install -y -qq postgresql-15-auto-failover pg-auto-failover-cli pgbackrest)

test-rust: tools pdf-tools
	TEST_DATABASE_URL="$$(scripts/postgres.sh url)" cargo test --workspace

test-frontend: $(if $(wildcard frontend/package.json),frontend/node_modules/.package-lock.json)
	$(if $(wildcard frontend/package.json),cd frontend && npm test)

test-operations: server frontend ha-tools
	scripts/test-operations.sh
	scripts/test-faults.sh
	scripts/test-failover.sh

# The server against its own OpenAPI document: schemathesis over every operation (scripts/fuzz-contract.sh).
# `make test` draws the same cases every run, so that a red run is the change's and can be repeated;
# `make fuzz` draws new ones for a longer time (FUZZ_MAX_TIME, default 600 s) and prints its seed.
CONTRACT_SEED ?= 304015614305294791303286731377843960647
test-contract: server
	FUZZ_SEED=$(CONTRACT_SEED) scripts/fuzz-contract.sh

fuzz: server
	scripts/with-postgres.sh env FUZZ_MAX_TIME=$${FUZZ_MAX_TIME:-600} scripts/fuzz-contract.sh

test-e2e: $(if $(wildcard e2e/package.json),server frontend e2e-deps)
	$(if $(wildcard e2e/package.json),scripts/e2e.sh && scripts/e2e-cluster.sh)

## Benchmarks ------------------------------------------------------------------------------------

bench: tools ha-tools $(if $(wildcard frontend/package.json),frontend chromium)
	scripts/bench.sh
	scripts/bench-replication.sh
	scripts/bench-statement.sh
	scripts/bench-timetable.sh
	$(if $(wildcard frontend/package.json),cd frontend && npm run bench)
