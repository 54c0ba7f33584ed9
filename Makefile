# settingsc — build, run, test, install.  `make help` lists the targets.
SWIFT   ?= swift
# For `make help`; scripts/install.sh has the defaults of PREFIX, DESTDIR, BINDIR, MANDIR, BASHCOMPDIR,
# ZSHCOMPDIR and FISHCOMPDIR, and make hands it those given on its command line (or in the environment).
PREFIX  ?= /usr/local
# Release builds are linked statically (fully on Linux when the archives are there, else the Swift
# runtime): start-up time matters to build steps that run settingsc once per file, and the binary then
# runs on machines without a Swift toolchain. scripts/release-flags.sh explains and decides.
BIN     := .build/release/settingsc
SAMPLE  := Samples/Settings.plist

.PHONY: all build run test test-deps test-asan test-tsan fuzz bench bench-check startup-order install uninstall dist test-dist test-bazel deps clean help

all: build

help:
	@echo "make          build settingsc (release, statically linked) into $(BIN)"
	@echo "make run      build, then preview $(SAMPLE) as text"
	@echo "make test     build and run every test (unit, rule, golden on the debug build; end-to-end on the release binary)"
	@echo "make test-asan / test-tsan   the whole suite under AddressSanitizer / ThreadSanitizer"
	@echo "make fuzz     libFuzzer + AddressSanitizer for FUZZ_SECONDS (default 600)"
	@echo "make bench    compare settingsc with its peers; writes docs/BENCHMARKS.md"
	@echo "make bench-check  the reading core's targets in instructions (callgrind); part of make test"
	@echo "make startup-order  list again what a run touches, for the release link to place together; relink"
	@echo "make install  install the binary, man page and bash/zsh/fish completions into PREFIX=$(PREFIX)"
	@echo "              (DESTDIR honoured; BIN=path installs that binary as it is, without a build)"
	@echo "make uninstall  remove them again, and the folders install made once empty (same PREFIX and DESTDIR)"
	@echo "make dist     release tarball and SwiftPM artifact bundle (+ .sha256) in dist/, reproducibly"
	@echo "make test-dist  make dist here and in a fresh clone elsewhere, compare the bytes (two release builds)"
	@echo "make test-bazel  the Bazel rule (bazel/) on its example workspace, offline (installs bazel-bootstrap)"
	@echo "make clean    remove build products (not the fuzzer's findings in .build-fuzz-out)"

# Every target needs libxml2's headers; the script installs them (as root) or says how.
deps:
	@scripts/ensure-deps.sh libxml2-dev

# The settingsc product only: building every target would also build the package's plugins and, for
# them, each module a second time as a tool for the host (373 -> 158 s of CPU time for a build from
# nothing on two cores).
RELEASE_BUILD = $(SWIFT) build $$(scripts/release-flags.sh) --product settingsc

build: deps
	$(RELEASE_BUILD)

run: build
	$(BIN) render $(SAMPLE)

# The tests also drive a real browser (the HTML preview), check JSON against its schema, lint the man
# page (mandoc), drive the completion scripts in zsh and fish, and drive `settingsc lsp` from Neovim's
# own LSP client.
test-deps: deps
	@scripts/ensure-deps.sh chromium python3-jsonschema mandoc zsh fish neovim valgrind libxml2-utils

# A debug build indexes as it builds, for editors and for SwiftPM to find XCTest cases in. The tests are
# all Swift Testing tests, found at run time, and the bundle has its own entry point (Tests/XCTMain.swift),
# so the index is not needed: without it the debug build with the tests takes ~18 % less CPU time
# (588 -> 480 s of user time; indexing the standard library too, the default, cost a quarter more).
TEST_BUILD_FLAGS := --disable-index-store
# `swift test` runs Swift Testing tests in a bundle with its own entry point only when asked to, and its
# XCTest pass has nothing to run here.
TEST_RUN_FLAGS := --enable-swift-testing --disable-xctest

# The unit, rule and golden tests run on the debug build; the end-to-end tests run against the release
# binary users install: fully static (libxml2's threaded mode depends on that link), linked in the order
# of scripts/startup-order.txt, argv found without /proc (Platform/ProcessArguments), none of which a
# debug build has. The plugin tests build settingsc from source as an app's package does, and use
# neither binary.
#
# Two processors are kept busy by running side by side what does not wait for each other. The release
# build starts with the debug build (with the tests): it optimizes each module whole, one after another,
# and alone keeps only one processor busy. The end-to-end tests follow it once the debug build, which
# holds them, is done too. The plugin tests (most of their time is their own first build of settingsc,
# one step after another) and the unit tests (at a lower priority: nothing in them is timed) start as
# soon as the debug build is done. Each group of tests is a process of its own, so that one group's
# waits on the programs it runs leave the processors to the others. The two builds use two build
# folders (.build-test for the debug one): SwiftPM lets one command at a time use a build folder. The
# test bundle is run as `swift test` runs it. The output of what runs in the background is held and
# follows the unit tests'.
TEST_SCRATCH := .build-test
PLUGIN_TESTS := 'EndToEndTests\.PluginTests/'
test: test-deps
	@mkdir -p .build $(TEST_SCRATCH) && rm -f $(TEST_SCRATCH)/debug-build.status
	@tests="$(CURDIR)/$(TEST_SCRATCH)/debug/settingscPackageTests.xctest --testing-library swift-testing"; \
	rm -f $(TEST_SCRATCH)/bench-check.status; \
	{ $(RELEASE_BUILD) && { { python3 scripts/bench/check.py > $(TEST_SCRATCH)/bench-check.log 2>&1; \
	    echo $$? > $(TEST_SCRATCH)/bench-check.status; } & \
	  until test -e $(TEST_SCRATCH)/debug-build.status; do kill -0 $$$$ 2>/dev/null || exit 1; sleep 1; done; \
	  test "$$(cat $(TEST_SCRATCH)/debug-build.status)" = 0; } && \
	  SETTINGSC_BIN=$(CURDIR)/$(BIN) $$tests --filter EndToEndTests --skip $(PLUGIN_TESTS); status=$$?; wait; exit $$status; } \
	  > $(TEST_SCRATCH)/end-to-end.log 2>&1 & endToEnd=$$!; \
	echo "== the debug build with the tests (the release build's output follows)"; \
	$(SWIFT) build --build-tests $(TEST_BUILD_FLAGS) --scratch-path $(TEST_SCRATCH); debug=$$?; \
	echo $$debug > $(TEST_SCRATCH)/debug-build.status; unit=1; pluginStatus=1; \
	if test $$debug -eq 0; then \
	  $$tests --filter $(PLUGIN_TESTS) > $(TEST_SCRATCH)/plugin.log 2>&1 & plugins=$$!; \
	  echo "== unit tests (the plugin tests' output follows)"; nice -n 10 $$tests --skip EndToEndTests; unit=$$?; \
	  wait $$plugins; pluginStatus=$$?; echo "== plugin tests"; cat $(TEST_SCRATCH)/plugin.log; \
	fi; \
	wait $$endToEnd; endToEndStatus=$$?; \
	echo "== the release build, then the end-to-end tests"; cat $(TEST_SCRATCH)/end-to-end.log; \
	echo "== make bench-check (instructions, run beside the tests once the release build was done)"; \
	cat $(TEST_SCRATCH)/bench-check.log 2>/dev/null; bench=$$(cat $(TEST_SCRATCH)/bench-check.status 2>/dev/null || echo 1); \
	echo "== status: debug build $$debug, unit tests $$unit, plugin tests $$pluginStatus, release build and end-to-end tests $$endToEndStatus, bench-check $$bench"; \
	test $$debug -eq 0 && test $$unit -eq 0 && test $$pluginStatus -eq 0 && test $$endToEndStatus -eq 0 && test $$bench -eq 0

# The whole suite with the code (and the settingsc the end-to-end tests run) built with a sanitizer.
# Leak reports from XCTest's runner and from Foundation's Data(contentsOf:) used by the test helpers
# (not settingsc) are suppressed: Tests/lsan.supp. Built with LEAK_CHECKED, the binary frees the model it
# would otherwise leave to its exit (Platform's ExitReclaim), so that the sanitizer checks it is freed.
test-asan: test-deps
	$(SWIFT) build --build-tests $(TEST_BUILD_FLAGS) --sanitize=address --build-path .build-asan -Xswiftc -DLEAK_CHECKED
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp $(SWIFT) test --skip-build $(TEST_RUN_FLAGS) --sanitize=address --build-path .build-asan

# Nothing is suppressed: every lock settingsc shares between threads is a pthread mutex (Platform's
# Locked), which ThreadSanitizer sees.
test-tsan: test-deps
	$(SWIFT) build --build-tests $(TEST_BUILD_FLAGS) --sanitize=thread --build-path .build-tsan
	$(SWIFT) test --skip-build $(TEST_RUN_FLAGS) --sanitize=thread --build-path .build-tsan

# Coverage-guided fuzzing (Fuzz/FuzzTarget.swift: every input through the plist, .strings and JSON
# readers) seeded with every sample and fixture, the JSON schemas and Fuzz/seeds; crashes are
# written to .build-fuzz-out/crash-* (add each to Tests/Fixtures/fuzz/ once fixed). The fuzzer is built
# from scratch each time: an incremental build lost its coverage instrumentation (NOTES.md), and the
# run then checks libFuzzer reported instrumented modules. SwiftPM passes its two --sanitize options to
# swiftc as two flags, and the last one wins (no coverage): the combined flag after them instruments.
FUZZ_SECONDS ?= 600
fuzz: deps
	rm -rf .build-fuzz
	SETTINGSC_FUZZ=1 $(SWIFT) build --product settingsc-fuzz --sanitize=fuzzer --sanitize=address \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --build-path .build-fuzz
	mkdir -p .build-fuzz-out/corpus
	find Samples Tests/Fixtures Tests/SettingsCompilerTests/Golden/catalog Fuzz/seeds docs \( -name '*.plist' -o -name '*.strings' -o -name '*.bplist' -o -name '*.json' \
		-o -name '*.xcstrings' \) -size -64k -exec cp --backup=numbered {} .build-fuzz-out/corpus/ \;
	@# The fuzzer's own status decides (a crash or leak is non-zero); the log is shown either way.
	@status=0; SWIFT_BACKTRACE=enable=no .build-fuzz/debug/settingsc-fuzz .build-fuzz-out/corpus -dict=Fuzz/plist.dict \
		-max_total_time=$(FUZZ_SECONDS) -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
		-artifact_prefix=.build-fuzz-out/ -print_final_stats=1 > .build-fuzz-out/fuzz.log 2>&1 || status=$$?; \
	grep -vE "^#[0-9]+[[:space:]]+(NEW|REDUCE)" .build-fuzz-out/fuzz.log | tail -40; \
	grep -q "inline 8-bit counters" .build-fuzz-out/fuzz.log || { echo "no coverage instrumentation" >&2; exit 1; }; \
	exit $$status

# Benchmarks need xmllint and hyperfine; valgrind for the instruction-count check.
bench: build
	@scripts/ensure-deps.sh libxml2-utils hyperfine
	python3 scripts/bench/bench.py

bench-check: build
	@scripts/ensure-deps.sh valgrind libxml2-utils
	python3 scripts/bench/check.py

# What a run of the release binary touches, listed again for the link to place together (scripts/
# startup-order.py says why), then the binary linked again with it: SwiftPM does not know the list is
# an input. make bench-check says when the list is out of date.
startup-order: build
	@scripts/ensure-deps.sh valgrind
	python3 scripts/startup-order.py $(BIN)
	rm -f $(BIN) && $(RELEASE_BUILD)

# scripts/install.sh does the work (the tests call it through here with BIN=the binary they built).
install: $(if $(filter command line,$(origin BIN)),,build)
	@scripts/install.sh install $(BIN)

uninstall:
	@scripts/install.sh uninstall

# The release artifacts (docs/distribution.md); scripts/dist.sh says what makes them reproducible.
dist: build
	@scripts/dist.sh $(BIN)

# Not part of make test: a second full release build, in a clone at another path (5-30 minutes).
test-dist:
	@scripts/test-dist.sh

# Not part of make test either: Debian's bazel-bootstrap runs bazel/'s example with the release binary.
test-bazel: build
	@scripts/test-bazel.sh $(BIN)

# The build folders of every target (.build-fuzz-out, which holds the fuzzer's findings, stays).
clean:
	rm -rf .build $(TEST_SCRATCH) .build-asan .build-tsan .build-fuzz dist
