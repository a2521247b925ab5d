/// What `poster init` writes: a small spec that renders at once, its comments saying what to change.
enum StarterTemplate: String, CaseIterable {
    /// A poster of fractal figures on A3.
    case poster
    /// A sheet of name badges from a CSV list, with a QR code on each.
    case badges
    /// A folder of specs and a GitHub Actions workflow that builds their gallery.
    case gallery

    /// The files, by path in the folder, and what each holds.
    var files: [(path: String, text: String)] {
        switch self {
        case .poster: [("poster.yaml", StarterFiles.poster)]
        case .badges: [("badges.yaml", StarterFiles.badges), ("people.csv", StarterFiles.people)]
        case .gallery:
            [("posters/carpet.yaml", StarterFiles.carpet), ("posters/pies.yaml", StarterFiles.pies), (".github/workflows/posters.yml", StarterFiles.workflow)]
        }
    }

    /// The command that renders what was written, from the folder.
    var next: String {
        switch self {
        case .poster: "poster render poster.yaml -o poster.pdf"
        case .badges: "poster render badges.yaml -o badges.pdf"
        case .gallery: "poster gallery posters -o gallery"
        }
    }
}
