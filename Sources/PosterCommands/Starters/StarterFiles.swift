/// The texts `poster init` writes (see `StarterTemplate`).
enum StarterFiles {
    static let poster = """
        # A first poster: edit, then `poster render poster.yaml -o poster.pdf` (or `poster preview poster.yaml`).
        # Every key is described in docs/spec.md and checked by `poster check poster.yaml`.
        version: 1
        title: My first poster
        page:
          size: A3            # A0..A10, Letter, Tabloid, or "420mm x 297mm"
          margin: 15mm
        theme:
          base: landmarks     # classic, landmarks, dusk, mono or ocean
        footer: "My first poster · page {page} of {pages}"
        pages:
          - title: Fractals
            subtitle: Three figures rebuilt from SwiftUI
            grid: { columns: 2, gap: 8mm }
            cells:
              - figure: { kind: carpet, level: auto }   # "auto": as deep as the print resolves
                caption: Sierpinski carpet
              - figure: { kind: triangle, level: auto }
                caption: Sierpinski triangle
              - figure: { kind: tree, step: auto }
                caption: A fractal tree
                span: [2, 1]                              # across both columns
        """

    static let badges = """
        # Name badges from people.csv: one badge per row, six to an A4 sheet.
        # Render: poster render badges.yaml -o badges.pdf. Each {column} is a value of the row.
        version: 1
        title: Badges
        page: { size: A4, margin: 12mm }
        pages:
          - sheet:
              data: people.csv
              grid: { columns: 2, rows: 3, gap: [6mm, 5mm], frame: "#d0d0d0", padding: 0 }
              cell:
                items:
                  - figure: { kind: rect }
                    fill: "#34495e"
                    size: ["100%", "24%"]
                  - figure: { kind: rect }                    # speakers get a red band
                    fill: "#c0392b"
                    size: ["100%", "24%"]
                    when: { role: Speaker }
                  - text: { text: "{role}", size: 12pt, color: "#ffffff" }
                    size: ["100%", "24%"]
                  - text: { text: "{name}", size: 18pt, weight: bold }
                    at: ["6%", "30%"]
                    size: ["88%", "22%"]
                  - text: { text: "{organisation}", size: 11pt, maxLines: 2 }
                    at: ["6%", "52%"]
                    size: ["88%", "14%"]
                  - figure: { kind: code, type: qr, data: "https://example.org/checkin/{id}" }
                    at: ["50%", "95%"]
                    size: ["26%", "26%"]
                    anchor: bottom
        """

    static let people = """
        id,name,role,organisation
        1001,Ada Lovelace,Speaker,Analytical Engines Ltd
        1002,Grace Hopper,Attendee,Navy Computing Lab
        1003,Alan Turing,Speaker,Bletchley Park
        1004,Hedy Lamarr,Attendee,Frequency Hopping Inc
        1005,Katherine Johnson,Attendee,Langley Research Center
        1006,김민준,Attendee,서울 디자인
        1007,محمد العلي,Speaker,مكتبة القاهرة

        """

    static let carpet = """
        # One spec of the gallery: every spec under posters/ becomes a card of gallery/index.html.
        version: 1
        title: Carpets
        page: { size: A5, orientation: landscape }
        pages:
          - grid: { columns: 3 }
            cells:
              - figure: { kind: carpet, level: 1 }
                caption: Level 1
              - figure: { kind: carpet, level: 2 }
                caption: Level 2
              - figure: { kind: carpet, level: 3 }
                caption: Level 3
        """

    static let pies = """
        version: 1
        title: Pies
        page: { size: A5, orientation: landscape }
        pages:
          - grid: { columns: 2 }
            cells:
              - figure:
                  kind: pie
                  slices: [{ value: 3, label: carpets }, { value: 2, label: trees }, { value: 1, label: pies }]
                caption: Three slices
              - figure:
                  kind: pie
                  slices: [{ value: 1 }, { value: 1 }, { value: 1 }, { value: 1 }, { value: 1 }]
                caption: Five even slices
        """

    static let workflow = """
        # Builds the gallery of the specs in the folder SPECS names on every push and pull request, split over
        # four machines (the shard job's matrix), and uploads it as the artifact "gallery"; problems in the
        # specs appear on the pull request's lines.
        #
        # poster is built from source, once per version of it, in Swift's Debian 12 image, and cached: that
        # needs no release to download (any commit of poster builds), and every other job runs that one binary
        # in the same Debian 12 image, so the fonts it sets text in are the same on every machine (a merge
        # refuses parts whose fonts differ). POSTER_REPOSITORY (owner/name) and POSTER_REF (a tag or commit)
        # say which poster, as repository variables; by default this repository at this commit, which is right
        # in poster's own repository.
        name: posters
        on: [push, pull_request]

        env:
          SPECS: posters
          POSTER_REPOSITORY: ${{ vars.POSTER_REPOSITORY || github.repository }}
          POSTER_REF: ${{ vars.POSTER_REF }}

        defaults:
          run:
            shell: bash

        jobs:
          poster:
            runs-on: ubuntu-latest
            container: swift:6.3-bookworm
            outputs:
              build: ${{ steps.source.outputs.build }}
            steps:
              - uses: actions/checkout@v4
                with:
                  repository: ${{ env.POSTER_REPOSITORY }}
                  ref: ${{ env.POSTER_REF }}
                  path: .poster
              - id: source
                run: echo "build=${{ hashFiles('.poster/Package.swift', '.poster/Package.resolved', '.poster/Makefile', '.poster/Sources/**', '.poster/link/**') }}" >> "$GITHUB_OUTPUT"
              # The binary of this source, built by an earlier run: nothing to build.
              - id: cache
                uses: actions/cache@v4
                with:
                  path: .poster-bin
                  key: poster-${{ steps.source.outputs.build }}
              - if: steps.cache.outputs.cache-hit != 'true'
                run: |
                  apt-get update -qq && apt-get install -y -qq make
                  make -C .poster build
                  mkdir -p .poster-bin && cp .poster/.build/release/poster .poster/Makefile .poster-bin/
              # The binary and the Makefile that lists the libraries and fonts it needs.
              - uses: actions/upload-artifact@v4
                with:
                  name: poster
                  path: .poster-bin

          check:
            needs: poster
            runs-on: ubuntu-latest
            container: debian:12
            steps:
              - uses: actions/checkout@v4
              # poster and the libraries and fonts it needs (the same steps in every job below).
              - &download-poster
                uses: actions/download-artifact@v4
                with:
                  name: poster
                  path: .poster-bin
              - &install-poster
                id: install
                run: |
                  apt-get update -qq && apt-get install -y -qq make
                  make -f .poster-bin/Makefile setup
                  chmod +x .poster-bin/poster && echo "$PWD/.poster-bin" >> "$GITHUB_PATH"
              # Every warning and error as an annotation on its line.
              - run: poster check "$SPECS" --diagnostic-format github

          shard:
            needs: poster
            runs-on: ubuntu-latest
            container: debian:12
            strategy:
              fail-fast: false
              matrix:
                shard: [1, 2, 3, 4]
            steps:
              - uses: actions/checkout@v4
              - *download-poster
              - *install-poster
              # The gallery the last run merged, by this poster: the outputs of specs whose inputs are
              # unchanged are kept, and its index.json says what each spec cost to render.
              - &restore-gallery
                uses: actions/cache/restore@v4
                with:
                  path: gallery
                  key: gallery-${{ needs.poster.outputs.build }}-${{ hashFiles(format('{0}/**', env.SPECS)) }}
                  restore-keys: gallery-${{ needs.poster.outputs.build }}-
              - env:
                  PART: ${{ matrix.shard }}/${{ strategy.job-total }}
                run: |
                  # Parts balanced by what each spec cost last time; by a hash of the paths on a first run.
                  costs=()
                  if [ -f gallery/index.json ]; then costs=(--shard-costs gallery/index.json); fi
                  # Exit 1 (a spec failed) is recorded in the part: the merge reports it.
                  poster gallery "$SPECS" -o gallery --shard "$PART" "${costs[@]}" || [ $? -eq 1 ]
              - uses: actions/upload-artifact@v4
                with:
                  name: gallery-part-${{ matrix.shard }}
                  path: gallery

          gallery:
            needs: [poster, shard]
            runs-on: ubuntu-latest
            container: debian:12
            steps:
              - uses: actions/checkout@v4
              - *download-poster
              - *install-poster
              # The last merged gallery: its contact sheet is kept when no page changed.
              - *restore-gallery
              - uses: actions/download-artifact@v4
                with:
                  pattern: gallery-part-*
                  path: parts
              # Exits 1 when a spec failed, listing every failure: the gallery is still kept and uploaded.
              - run: poster gallery merge parts/gallery-part-* -o gallery
              - if: always()
                uses: actions/cache/save@v4
                with:
                  path: gallery
                  key: gallery-${{ needs.poster.outputs.build }}-${{ hashFiles(format('{0}/**', env.SPECS)) }}
              - if: always()
                uses: actions/upload-artifact@v4
                with:
                  name: gallery
                  path: gallery

        """
}
