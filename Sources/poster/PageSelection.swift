import ArgumentParser

/// Parses page lists such as "1,3-5" into page numbers in the order given.
enum PageSelection {
    static func parse(_ text: String) throws -> [Int] {
        var pages: [Int] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = part.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            switch bounds.count {
            case 1:
                guard let n = bounds[0], n >= 1 else { throw invalid(text) }
                pages.append(n)
            case 2:
                guard let a = bounds[0], let b = bounds[1], a >= 1, a <= b, b - a < 100_000 else { throw invalid(text) }
                pages += Array(a...b)
            default:
                throw invalid(text)
            }
        }
        return pages
    }

    private static func invalid(_ text: String) -> ValidationError {
        ValidationError("--pages expects page numbers and ranges such as 1,3-5, got '\(text)'")
    }
}
