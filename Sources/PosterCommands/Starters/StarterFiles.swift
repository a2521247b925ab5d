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
        # Builds the gallery of posters/ on every push and pull request; problems appear on the pull
        # request's lines (--diagnostic-format github). Needs poster on the runner's PATH.
        name: posters
        on: [push, pull_request]
        jobs:
          gallery:
            runs-on: ubuntu-latest
            steps:
              - uses: actions/checkout@v4
              - run: poster check posters --diagnostic-format github
              - run: poster gallery posters -o gallery --diagnostic-format github
              - uses: actions/upload-artifact@v4
                with: { name: gallery, path: gallery }

        """
}
