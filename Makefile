# poster: build, render and test. Every target installs what it needs (Debian packages) itself.

# Libraries poster links against (cairo draws, Pango sets text, libjpeg-turbo, libwebp and librsvg read pictures,
# libxml2 reads SVG pictures before librsvg does (to check them), libexif reads photos' orientation, giflib, libimagequant and libwebp's mux library write animated GIF and WebP,
# libqpdf joins the parts of a gallery's contact sheet drawn on several cores and rewrites a PDF for a CMYK press, littleCMS converts
# its colours to the press's profile (by default, by the paper: scribus-data's ISO Coated v2, FOGRA39, for ISO sizes,
# libgs-common's SWOP profile for US ones; icc-profiles-free's sRGB profile is a PDF/A file's output intent), libzint encodes QR codes and barcodes,
# libzip opens .xlsx workbooks, libsqlite3 reads SQLite databases (from memory), libyaml reads YAML specs and libhyphen hyphenates justified text with the patterns
# of the hyphen-* packages: English, German, French, Spanish, Italian, Dutch, Portuguese, Danish, Swedish, Norwegian,
# Polish and Russian)
# and the fonts its layouts and tests set text in:
# Latin (fonts-dejavu-core, with the italic and oblique faces of fonts-dejavu-extra), Hangul (fonts-nanum),
# Arabic, Hebrew, Devanagari, Thai (fonts-noto-core), Chinese and Japanese (fonts-noto-cjk), emoji (fonts-noto-color-emoji).
APT_PACKAGES := libcairo2-dev libpango1.0-dev libmd-dev libqpdf-dev libzint-dev libzip-dev libsqlite3-dev libyaml-dev liblcms2-dev libgs-common scribus-data icc-profiles-free libturbojpeg0-dev libexif-dev libwebp-dev librsvg2-dev libxml2-dev libsoup-3.0-dev libgif-dev libimagequant-dev libhyphen-dev hyphen-en-us hyphen-en-gb hyphen-de hyphen-fr hyphen-es hyphen-it hyphen-nl hyphen-pt-pt hyphen-pt-br hyphen-da hyphen-sv hyphen-no hyphen-pl hyphen-ru pkg-config zlib1g-dev fonts-dejavu-core fonts-dejavu-extra fonts-nanum fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
# The tools the tests check output with (chromium opens the gallery's index.html headless; xmllint
# and rsvg-convert read SVG; pango-view sets the same text independently; cjpeg and cwebp make test photos;
# webpmux reads animated WebP; ffmpeg makes MP4 and WebM for `poster frames`, and ffmpeg and ffprobe read animations back;
# curl sends the preview server the requests a hostile page would; zbarimg reads codes back; glabels-data
# is gLabels' template library, which the tests hold poster's label positions to; Faker (python3-fake-factory)
# makes the end-to-end jobs' multi-locale data and openpyxl writes their workbook; contextfree is Context Free,
# whose cfdg and examples the grammar figure's counts are held to).
APT_TEST_PACKAGES := curl zbar-tools glabels-data qpdf poppler-utils pngcheck chromium chromium-driver libxml2-utils librsvg2-bin pango1.0-tools libjpeg-turbo-progs webp ffmpeg python3-fake-factory python3-openpyxl contextfree
# The independent JSON Schema validator the tests compare the decoder with, fontTools, which renames a
# font for the tests of font files beside a spec, Selenium, which drives
# Chromium through the preview page as a person would, and check-jsonschema, whose copy of GitHub's
# workflow schema (no network needed) the gallery's workflow is validated against.
PIP_PACKAGES := jsonschema selenium fonttools check-jsonschema
SWIFT ?= swift
OUT ?= out
# The release build's flags, and why each is there: docs/performance.md, "Build flags".
RELEASE_FLAGS := -c release -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -Xfrontend -Xswiftc -disable-llvm-merge-functions-pass
STATIC_CXX := .build/static-libstdc++/libstdc++.a
RELEASE_DIR = $(shell $(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)
RELEASE_BIN = $(RELEASE_DIR)/poster

# SwiftPM evaluates every package's manifest again whenever a swift command's environment differs from the
# previous command's (its manifest cache is keyed on the whole environment): 6 to 12 s here, for two commands or so.
# The release build, `make check` and `make test` run swift without make's own variables or those given on its
# command line (`make check FILTER=...` puts FILTER and MAKEFLAGS there), so one plans its build at once after
# another. The manifest reads no environment variable: the package is the same for every command.
RELEASE_ENV := env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL -u FILTER

.PHONY: setup setup-test build poster test check lint format sanitize unit-tests asan-tests tsan-tests smoke jobs bench-jobs gallery docs clean function-order install uninstall deb deb-test

# Install the Debian packages that are missing (idempotent: does nothing when all are there).
define install_missing
	@missing=""; \
	for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; \
	  $$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing; \
	fi
endef

setup:
	$(call install_missing,$(APT_PACKAGES))

# What the tests need besides: the checking tools and the Python packages.
setup-test: setup
	$(call install_missing,$(APT_TEST_PACKAGES))
	@python3 -c 'import jsonschema, selenium, fontTools, check_jsonschema' 2>/dev/null || python3 -m pip install --quiet $(PIP_PACKAGES)

# poster, and beside it poster-preview, the preview server that `poster preview` hands over to. poster-preview
# first: it needs every module, so one build compiles them all at once on every core, and poster is then only
# linked: a fresh clone's `make poster` took 363 s so, 411 s the other way round (when SwiftNIO was built too).
build: setup $(STATIC_CXX)
	$(RELEASE_ENV) $(SWIFT) build $(RELEASE_FLAGS) --product poster-preview
	$(RELEASE_ENV) $(SWIFT) build $(RELEASE_FLAGS) --product poster

# libstdc++.a alone in a folder the release link searches before the compiler's own (Package.swift says why);
# left out where the compiler has no static libstdc++, and the executables link the shared one.
$(STATIC_CXX):
	@mkdir -p $(@D); archive=$$(clang -print-file-name=libstdc++.a); \
	if [ -f "$$archive" ]; then ln -sfn "$$archive" $@; else echo "no static libstdc++: linking the shared one"; fi

# Render the default layout to out/default.pdf and a PNG per page, out/default-N.png, and the guide's
# animations (small: 48 dpi, 15 fps, lossless WebP), docs/tree-growing.webp and docs/bounce.webp.
poster: build
	$(RELEASE_BIN) render layouts/default.json -o $(OUT)/default.pdf
	$(RELEASE_BIN) render layouts/default.json -o $(OUT)/default-{page}.png --dpi 100
	$(RELEASE_BIN) frames layouts/tree-animation.json --fps 15 --duration 3 --dpi 48 -o docs/tree-growing.webp
	$(RELEASE_BIN) frames layouts/bounce-animation.json --fps 15 --duration 4 --dpi 48 -o docs/bounce.webp

# Writes link/function-order.txt anew from the functions a few common runs of the release poster execute
# (under callgrind: about a minute), then links the executables again in that order. Run it after changes that
# add or rename many functions on the common paths; a stale list only leaves new functions unordered.
function-order: build
	@command -v valgrind >/dev/null || { sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; $$sudo apt-get update -qq && $$sudo apt-get install -y -qq valgrind; }
	python3 link/function-order.py $(RELEASE_BIN)
	rm -f $(RELEASE_BIN) $(RELEASE_BIN)-preview
	$(MAKE) build

# Installing. `make install` copies the executables `make build` built and the manual page into
# $(DESTDIR)$(PREFIX)/bin and share/man/man1, stripped (it builds nothing, so `sudo make install` leaves
# .build alone); the libraries, fonts and data they use at run time are those `make setup` installs.
PREFIX ?= /usr/local
DESTDIR ?=
INSTALLED := $(DESTDIR)$(PREFIX)/bin/poster $(DESTDIR)$(PREFIX)/bin/poster-preview $(DESTDIR)$(PREFIX)/share/man/man1/poster.1
PACKAGE_DIR := .build-deb
MAN_PAGE := $(PACKAGE_DIR)/poster.1

install: $(MAN_PAGE) .build/release/poster-preview
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 .build/release/poster .build/release/poster-preview $(DESTDIR)$(PREFIX)/bin/
	strip --strip-unneeded $(DESTDIR)$(PREFIX)/bin/poster $(DESTDIR)$(PREFIX)/bin/poster-preview
	install -m 644 $(MAN_PAGE) $(DESTDIR)$(PREFIX)/share/man/man1/poster.1

uninstall:
	rm -f $(INSTALLED)

.build/release/poster .build/release/poster-preview:
	@echo "$@ is missing: build it first with make build" >&2; exit 1

# The manual page, poster(1), made by help2man from `poster --help`.
$(MAN_PAGE): .build/release/poster
	$(call install_missing,help2man)
	@mkdir -p $(@D)
	SOURCE_DATE_EPOCH=$$(git log -1 --format=%ct) help2man --no-info --output $@ \
	  --name 'print-ready posters, badges and charts from a layout spec' .build/release/poster

# The Debian package, .build-deb/poster_VERSION_ARCH.deb (packaging/build-deb.sh): its Depends are the
# packages of the libraries poster links and opens, and the data packages among APT_PACKAGES (fonts,
# hyphenation patterns, ICC profiles). `make deb-test` checks it with dpkg-deb and apt, then installs it
# into a clean Debian 12 tree (debootstrap, kept in .build-deb; chroot and mount need root) and renders
# every layout there.
RUNTIME_DATA_PACKAGES := $(filter-out %-dev pkg-config,$(APT_PACKAGES))

deb: build
	$(call install_missing,dpkg-dev binutils)
	$(MAKE) $(MAN_PAGE)
	packaging/build-deb.sh .build/release $(PACKAGE_DIR) $(MAN_PAGE) $(RUNTIME_DATA_PACKAGES)

deb-test: deb
	$(call install_missing,debootstrap pngcheck libxml2-utils)
	sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; $$sudo packaging/test-deb.sh $(PACKAGE_DIR) .build/release/poster

# The newcomer's test command: the code's format, the unit tests, every layout through the CLI and the
# end-to-end jobs at their small size.
test: setup-test lint unit-tests smoke jobs

# The toolchain's formatter, as .swift-format configures it: any difference fails (`make format` fixes them).
# On every core: 17 s -> 10 s of `make test` here.
lint:
	$(SWIFT) format lint --strict --parallel --recursive Sources Tests Package.swift

format:
	$(SWIFT) format format --in-place --parallel --recursive Sources Tests Package.swift

# The suite again under AddressSanitizer and ThreadSanitizer (two more full builds; CI runs both).
sanitize: setup-test asan-tests tsan-tests

# The suite. Its CLI tests start the release binary that `make poster` builds (built here when it is out of
# date): per run it is 2-4 x faster than the debug one, and it is what users run. The test bundle is a release
# build too, which links the modules `make poster` compiled (the tests reach only their public and `package`
# declarations, so no module is compiled again for testing): only the tests are compiled here.
# `make sanitize` builds everything in debug, optimised, and runs the same tests on the instrumented binary.
unit-tests: build
	$(RELEASE_ENV) $(SWIFT) build $(RELEASE_FLAGS) --product posterPackageTests
	POSTER_BIN=$(RELEASE_BIN) $(SWIFT) test $(RELEASE_FLAGS) --skip-build

# The in-process tests alone: the release test bundle (every module's tests) run with CLITests, which start the
# poster binary (and the checking tools) as a process, skipped. The bundle is run as `swift test` runs it, less
# the 4 s `swift test` spends planning a build it skips (the tests are all swift-testing's). FILTER runs the
# tests whose names match a regular expression: `make check FILTER=GeometryTests`.
FILTER ?=
check: setup-test
	$(RELEASE_ENV) $(SWIFT) build $(RELEASE_FLAGS) --product posterPackageTests
	$(RELEASE_DIR)/posterPackageTests.xctest --testing-library swift-testing --skip '^CLITests\.' $(if $(FILTER),--filter '$(FILTER)')

# The whole suite once more under AddressSanitizer, in a build folder of its own: a debug build, compiled
# with the optimiser (-O). Unoptimised, the poster the CLI tests start made the suite 42 minutes here, and
# CI's whole run 78 of its 90; optimised it takes 8 (the build 7 instead of 4), and the optimiser's shorter
# lifetimes are what a release binary has (it found a test reading a buffer after its array was freed).
# The release configuration cannot be used: its static runtime link leaves the libraries poster opens
# (libqpdf) on glibc's malloc, so a block libqpdf allocates reads as a bad free when poster frees it.
asan-tests:
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp:print_suppressions=0 $(SWIFT) test --sanitize=address --scratch-path .build-asan -Xswiftc -O

# ThreadSanitizer where poster runs threads: the test runner and the poster it starts are both instrumented.
# The tests run are the in-process ones of the modules that work on several threads (the worker pool itself,
# Render's pages and PNG bands, PNGKit's parallel compression, a sheet's rows, the Pipeline, the Gallery's
# workers, the spec decoders every thread shares) and the CLI suites that
# start the gallery's workers, the preview server and watch. The rest of the suite is single-threaded code,
# where ThreadSanitizer finds nothing and runs many times slower: CI's whole run had grown to 81 minutes.
TSAN_TESTS := ^(WorkersTests|RenderTests|PNGKitTests|PipelineTests|GalleryTests)\.|^CLITests\.(GalleryCLITests|PreviewServerTests|WatchTests)/|^ComposeTests\.RowWorkersTests/|^SpecReaderTests\.DeferredDecoderTests/
# Compiled with the optimiser, as the AddressSanitizer suite is (above): the selection's tests take 2.6 minutes
# here instead of 16 (965 s unoptimised), the gallery of every shipped layout built twice among them.
tsan-tests:
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter '$(TSAN_TESTS)' -Xswiftc -O

# Every shipped layout through the CLI, each output checked by an independent tool (two layouts at a time, and
# two SVGs: the cores are free once the suite is done).
smoke: build
	@rm -rf $(OUT)/smoke && mkdir -p $(OUT)/smoke
	@set -e; printf '%s\n' layouts/*.json layouts/*.yaml | xargs -P 2 -n 1 sh -ec 'spec=$$1; name=$$(basename $${spec%.*}); \
	  $(RELEASE_BIN) render $$spec -o $(OUT)/smoke/$$name.pdf >/dev/null; \
	  qpdf --check $(OUT)/smoke/$$name.pdf >/dev/null; \
	  $(RELEASE_BIN) check $$spec >/dev/null; \
	  $(RELEASE_BIN) render $$spec -o $(OUT)/smoke/$$name.png --dpi 40 >/dev/null; \
	  $(RELEASE_BIN) render $$spec -o $(OUT)/smoke/$$name.svg >/dev/null' sh; \
	pngcheck -q $(OUT)/smoke/*.png; \
	printf '%s\n' $(OUT)/smoke/*.svg | xargs -P 2 -n 1 sh -ec 'xmllint --noout $$1; rsvg-convert $$1 >/dev/null' sh; \
	echo "smoke: every layout rendered; PDFs pass qpdf --check, PNGs pngcheck, SVGs xmllint and rsvg-convert"

# The end-to-end jobs (jobs/*.py): a conference's badges, an address run on two label products, and a
# poster of every figure kind with its gallery, each from seeded multi-locale Faker data, rendered by the
# release poster and checked by independent tools (zbarimg, pdftotext, qpdf, pngcheck, xmllint); a line
# each. `make jobs` runs them small (a few seconds), `make bench-jobs` (and `make bench`) full size: 400
# badges, 1,000 labels a product, an A0 poster. They run on Debian's python3, where apt installs Faker
# and openpyxl; their files go in .build-jobs/SIZE/JOB.
JOBS := conference addresses fractals
JOBS_DIR := .build-jobs
JOBS_PYTHON ?= /usr/bin/python3
define run_jobs
	@set -e; bin=$(RELEASE_BIN); for job in $(JOBS); do \
	  $(JOBS_PYTHON) jobs/$$job.py --poster $$bin --work $(JOBS_DIR)/$(1)/$$job --size $(1); \
	done
endef

jobs: setup-test build
	$(call run_jobs,small)

bench-jobs: setup-test build
	$(call run_jobs,full)

# Every shipped layout in a gallery: out/gallery/index.html, index.json, contact-sheet.pdf and the outputs.
gallery: setup-test build
	$(RELEASE_BIN) gallery layouts -o $(OUT)/gallery

# libFuzzer under AddressSanitizer, FUZZ_SECONDS each, one after the other (CI runs them for a bounded time):
# FuzzSpec loads its input as a spec (JSON, or YAML when the last byte is odd), FuzzCSV as the CSV data of a
# sheet; FuzzCLI as a command line (one argument a line, a NUL byte a newline inside one) parsed and validated,
# whose refusal must print what the arguments hold escaped; FuzzGallery as a spec in a gallery's folder
# whose specs and inputs are found (every input must be a file inside the folder); FuzzImage as a
# picture checked as a placed one is and drawn into pixels and onto a PDF page (a picture that passes
# its check must draw), FuzzSVG as an SVG picture checked as a placed one is (through libxml2 first, for what
# would make librsvg abort or run away) and drawn into a PNG page's stripes and onto a PDF page, so librsvg is
# reached only through poster's checks; FuzzCodes as a code's choices (its first four bytes) and data, encoded
# through libzint (a symbol made must hold its marks); FuzzTemplates as a gLabels template file of a spec's
# own, every template read, checked and placed, then a sheet of it loaded; FuzzXLSX as a sheet's .xlsx
# workbook, or as its worksheet, shared strings and styles parts (split at NUL bytes) that it zips through
# libzip; FuzzFonts as a font file a spec names in `fonts`, checked and listed with the scripts it covers (no
# text is set in it: each set of font files keeps a Pango font map for the process's life); FuzzGlob as a
# .posterignore whose last line is the path asked of it (inputs of at most 4 KB: matching costs at most the
# product of the lengths, so a backtracking match shows as a hang); FuzzSetPath as `--set` options, one a line,
# each applied alone (its value must then be at its path) and all together to a spec then loaded.
# Seeds: the layouts, the invalid fixtures and Fuzz/spec-seeds (specs heavy in cell items: rotated,
# clipped, translucent, shown by `when`), each also with a "#" appended, to be read as YAML; the CSVs of
# layouts/, of the fixtures and of Fuzz/csv-seeds; and each other target's Fuzz/KIND-seeds: the command lines
# of cli-seeds, the pictures of image-seeds, the SVGs of svg-seeds and image-seeds, code-seeds,
# template-seeds, the workbooks of xlsx-seeds (written by Fuzz/xlsx-seeds.py with openpyxl) whole and as
# parts (Fuzz/xlsx-parts.py), glob-seeds and set-seeds; the fonts are installed ones cut small by fontTools
# (Fuzz/font-seeds.py; `make fuzz` installs the tests' packages first, fontTools among them). Only poster's code is instrumented: cairo, libpng, libjpeg-turbo, libexif, libwebp,
# libxml2, librsvg, libzint, libzip, fontconfig, FreeType and Pango are the system's, so their insides give no
# coverage, and AddressSanitizer sees their memory errors only in the calls it intercepts (malloc, memcpy,
# ...); fontconfig's lasting allocations, made when an SVG sets text, are passed over (Fuzz/lsan.supp).
# Corpora grow in .build-fuzz/corpus; an input that crashes, takes over 10 s or 2 GB is saved in
# .build-fuzz/crashes and fails the run (replay it with .build-fuzz/release/FuzzSpec FILE, or with the same
# target of a plain `swift build`).
FUZZ_SECONDS ?= 60
FUZZ_DIR := .build-fuzz
FUZZ_TARGETS := FuzzSpec FuzzCSV FuzzCLI FuzzGallery FuzzImage FuzzSVG FuzzCodes FuzzTemplates FuzzXLSX FuzzFonts FuzzGlob FuzzSetPath
FUZZ_KINDS := spec csv cli gallery image svg codes templates xlsx fonts glob set
# --sanitize=fuzzer makes SwiftPM link libFuzzer's main; the sanitizers go to the compilers in one flag
# each, since SwiftPM passes --sanitize values in no fixed order and swiftc keeps only the last one.
FUZZ_BUILD = $(SWIFT) build -c release --scratch-path $(FUZZ_DIR) --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address \
  -Xcc -fsanitize=address -Xswiftc -DFUZZING
FUZZ_OPTIONS = -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
# One target ($(1)) on its seeds and corpus ($(2)), with its own options ($(3)): files it writes go in
# .build-fuzz/tmp.
define fuzz_run
	TMPDIR=$(CURDIR)/$(FUZZ_DIR)/tmp LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan.supp:print_suppressions=0 \
	  $(FUZZ_DIR)/release/$(1) $(FUZZ_OPTIONS) $(3) -artifact_prefix=$(FUZZ_DIR)/crashes/$(2)/ $(FUZZ_DIR)/corpus/$(2) $(FUZZ_DIR)/seeds/$(2)
endef

.PHONY: fuzz
fuzz: setup-test
	@set -e; for target in $(FUZZ_TARGETS); do $(FUZZ_BUILD) --product $$target; done
	@rm -rf $(FUZZ_DIR)/seeds $(FUZZ_DIR)/tmp
	@for kind in $(FUZZ_KINDS); do mkdir -p $(FUZZ_DIR)/seeds/$$kind $(FUZZ_DIR)/corpus/$$kind $(FUZZ_DIR)/crashes/$$kind; done
	@mkdir -p $(FUZZ_DIR)/tmp
	@for f in layouts/*.json layouts/*.yaml Tests/Fixtures/invalid/*.json Tests/Fixtures/invalid/*.yaml Fuzz/spec-seeds/*; do \
	  seed=$(FUZZ_DIR)/seeds/spec/$$(echo $$f | tr / -); cp $$f $$seed; { cat $$f; printf '#'; } > $$seed-yaml; \
	done
	@for f in layouts/*.csv Tests/Fixtures/invalid/*.csv Fuzz/csv-seeds/*.csv; do cp $$f $(FUZZ_DIR)/seeds/csv/$$(echo $$f | tr / -); done
	@cp Fuzz/cli-seeds/*.txt $(FUZZ_DIR)/seeds/cli/
	@cp $(FUZZ_DIR)/seeds/spec/layouts-* $(FUZZ_DIR)/seeds/spec/Fuzz-* $(FUZZ_DIR)/seeds/gallery/
	@cp Fuzz/image-seeds/* $(FUZZ_DIR)/seeds/image/
	@cp Fuzz/svg-seeds/*.svg Fuzz/image-seeds/*.svg $(FUZZ_DIR)/seeds/svg/
	@cp Fuzz/code-seeds/* $(FUZZ_DIR)/seeds/codes/
	@cp Fuzz/template-seeds/*.xml $(FUZZ_DIR)/seeds/templates/
	@cp Fuzz/xlsx-seeds/*.xlsx $(FUZZ_DIR)/seeds/xlsx/
	python3 Fuzz/xlsx-parts.py $(FUZZ_DIR)/seeds/xlsx Fuzz/xlsx-seeds/*.xlsx
	python3 Fuzz/font-seeds.py $(FUZZ_DIR)/seeds/fonts
	@cp Fuzz/glob-seeds/*.txt $(FUZZ_DIR)/seeds/glob/
	@cp Fuzz/set-seeds/*.txt $(FUZZ_DIR)/seeds/set/
	python3 Fuzz/dictionary.py schema/poster.schema.json > $(FUZZ_DIR)/spec.dict
	$(call fuzz_run,FuzzSpec,spec,-dict=$(FUZZ_DIR)/spec.dict)
	$(call fuzz_run,FuzzCSV,csv,-dict=Fuzz/csv.dict)
	$(call fuzz_run,FuzzCLI,cli,-dict=Fuzz/cli.dict)
	$(call fuzz_run,FuzzGallery,gallery,-dict=$(FUZZ_DIR)/spec.dict)
	$(call fuzz_run,FuzzImage,image,-dict=Fuzz/image.dict)
	$(call fuzz_run,FuzzSVG,svg,-dict=Fuzz/svg.dict)
	$(call fuzz_run,FuzzCodes,codes,)
	$(call fuzz_run,FuzzTemplates,templates,-dict=Fuzz/templates.dict)
	$(call fuzz_run,FuzzXLSX,xlsx,-dict=Fuzz/xlsx.dict)
	$(call fuzz_run,FuzzFonts,fonts,)
	$(call fuzz_run,FuzzGlob,glob,-dict=Fuzz/glob.dict -max_len=4096)
	$(call fuzz_run,FuzzSetPath,set,-dict=Fuzz/set.dict)

# Regenerate the JSON Schema, docs/spec.md, the README's figure table and docs/cli.md's command reference
# from the release poster (a test fails when they are stale).
docs: build
	$(RELEASE_BIN) schema > schema/poster.schema.json
	$(RELEASE_BIN) schema --markdown > docs/spec.md
	$(RELEASE_BIN) figures --markdown > .build/figures.md
	$(call splice,README.md,<!-- figures: ,.build/figures.md)
	python3 docs/cli-reference.py $(RELEASE_BIN) > .build/commands.md
	$(call splice,docs/cli.md,<!-- commands: ,.build/commands.md)

# Replaces the lines of file $(1) between the line that begins with $(2) and the next "<!-- end of" line with
# the lines of $(3).
define splice
	awk -v begin='$(2)' 'BEGIN { while ((getline line < "$(3)") > 0) text = text line "\n" } \
	  index($$0, "<!-- end of ") == 1 && skip { printf "%s", text; skip = 0 } !skip { print } index($$0, begin) == 1 { skip = 1 }' \
	  $(1) > $(3).new
	mv $(3).new $(1)
endef

clean:
	rm -rf .build .build-asan .build-tsan .build-deb $(OUT)

# Performance against reference programs (issue 7): the same figures by poster, by bench/reference.c
# (cairo called directly) and bench/reference.py (pycairo), timed with hyperfine, with peak RSS, file
# sizes, heap allocations (bench/malloc-count.c) and PDF viewing times, then badge sheets, the gallery
# and page counts, then badge sheets of JPEG photos against bench/reference-pictures.c (issue 16: PDF size
# and time), the preview's latency (issue 18) and how PNG pages and a gallery scale with cores under taskset, with
# the peak RSS of large PNG pages (issue 19), A0 pages cut into A4 sheets (issue 20), and the peak RSS of badge
# sheets of 1,000 to 10,000 distinct photos, 12,000 labels against reportlab, 3,376 duplex badges against
# BASELINE (a poster binary of an earlier commit, when given: `make bench BASELINE=path`) and the frames of an
# animated sheet (issue 29), escape-time pictures against bench/escape-reference.c, a plain C loop on the
# same grid, on one core and two, and the `lsystem` and `ifs` figures at a million segments against bench/fractals.c
# (issue 63); the report ends with the issues' targets. Writes bench/results/latest.md
# (and prints it); temporary files go in .build-bench. Then the end-to-end jobs at full size (bench-jobs).
BENCH_APT_PACKAGES := hyperfine time strace libqrencode-dev ghostscript
BENCH_DIR := .build-bench

.PHONY: bench
bench: setup-test build
	@missing=""; \
	for p in $(BENCH_APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; \
	  $$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@python3 -c 'import cairo' 2>/dev/null || python3 -m pip install --quiet pycairo
	@python3 -c 'import reportlab' 2>/dev/null || python3 -m pip install --quiet reportlab
	@python3 -c 'import typst' 2>/dev/null || python3 -m pip install --quiet typst
	@mkdir -p $(BENCH_DIR)/bin
	cc -O2 -o $(BENCH_DIR)/bin/reference bench/reference.c $$(pkg-config --cflags --libs cairo) -lm
	cc -O2 -o $(BENCH_DIR)/bin/reference-pictures bench/reference-pictures.c $$(pkg-config --cflags --libs cairo libturbojpeg)
	cc -O2 -o $(BENCH_DIR)/bin/fractals bench/fractals.c $$(pkg-config --cflags --libs cairo) -lm
	cc -O2 -shared -fPIC -o $(BENCH_DIR)/bin/malloc-count.so bench/malloc-count.c
	cc -O2 -fopenmp -o $(BENCH_DIR)/bin/escape-reference bench/escape-reference.c $$(pkg-config --cflags --libs libpng) -lm
	python3 bench/run.py --poster $(RELEASE_BIN) --reference $(BENCH_DIR)/bin/reference \
	  --reference-pictures $(BENCH_DIR)/bin/reference-pictures --reference-escape $(BENCH_DIR)/bin/escape-reference \
	  --reference-fractals $(BENCH_DIR)/bin/fractals --malloc-count $(BENCH_DIR)/bin/malloc-count.so \
	  --work $(BENCH_DIR) --out bench/results/latest.md $(if $(BASELINE),--baseline $(BASELINE))
	$(call run_jobs,full)
