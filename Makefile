# poster: build, render and test. Every target installs what it needs (Debian packages) itself.

# Libraries poster links against, the font its layouts use, and the tools the tests check output with
# (chromium opens the gallery's index.html headless).
APT_PACKAGES := libcairo2-dev libfontconfig1-dev fonts-dejavu-core fonts-nanum qpdf poppler-utils pngcheck chromium
# The independent JSON Schema validator the tests compare the decoder with.
PIP_PACKAGES := jsonschema
SWIFT ?= swift
OUT ?= out
RELEASE_BIN = $(shell $(SWIFT) build -c release --show-bin-path)/poster
DEBUG_BIN = $(shell $(SWIFT) build --show-bin-path)/poster

.PHONY: setup build poster test unit-tests asan-tests smoke gallery docs clean

# Install the Debian packages that are missing (idempotent: does nothing when all are there).
setup:
	@missing=""; \
	for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; \
	  $$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@python3 -c 'import jsonschema' 2>/dev/null || python3 -m pip install --quiet $(PIP_PACKAGES)

build: setup
	$(SWIFT) build -c release --product poster

# Render the default layout to out/default.pdf and a PNG per page, out/default-N.png.
poster: build
	$(RELEASE_BIN) render layouts/default.json -o $(OUT)/default.pdf
	$(RELEASE_BIN) render layouts/default.json -o $(OUT)/default-{page}.png --dpi 100

test: setup unit-tests asan-tests smoke

unit-tests:
	$(SWIFT) test

# The whole suite once more under AddressSanitizer, in a build folder of its own.
asan-tests:
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp:print_suppressions=0 $(SWIFT) test --sanitize=address --scratch-path .build-asan

# Every shipped layout through the CLI, each output checked by an independent tool.
smoke:
	$(SWIFT) build --product poster
	@rm -rf $(OUT)/smoke && mkdir -p $(OUT)/smoke
	@set -e; for spec in layouts/*.json layouts/*.yaml; do \
	  name=$$(basename $${spec%.*}); \
	  $(DEBUG_BIN) render $$spec -o $(OUT)/smoke/$$name.pdf >/dev/null; \
	  qpdf --check $(OUT)/smoke/$$name.pdf >/dev/null; \
	  $(DEBUG_BIN) check $$spec >/dev/null; \
	  $(DEBUG_BIN) render $$spec -o $(OUT)/smoke/$$name.png --dpi 40 >/dev/null; \
	  $(DEBUG_BIN) render $$spec -o $(OUT)/smoke/$$name.svg >/dev/null; \
	done; \
	pngcheck -q $(OUT)/smoke/*.png; \
	echo "smoke: every layout rendered; PDFs pass qpdf --check, PNGs pass pngcheck"

# Every shipped layout in a gallery: out/gallery/index.html, index.json, contact-sheet.pdf and the outputs.
gallery: setup
	$(SWIFT) build --product poster
	$(DEBUG_BIN) gallery layouts -o $(OUT)/gallery

# Regenerate the JSON Schema and docs/spec.md from the decoder (a test fails when they are stale).
docs:
	$(SWIFT) build --product poster
	$(DEBUG_BIN) schema > schema/poster.schema.json
	$(DEBUG_BIN) schema --markdown > docs/spec.md

clean:
	rm -rf .build .build-asan $(OUT)
