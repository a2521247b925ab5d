import ArgumentParser
import Pipeline

/// Parses page lists such as "1,3-5" into page numbers in the order given. A document has at most
/// `Pipeline.maximumPages` pages, so no number beyond that, nor more numbers in all, can be asked for: the
/// list is refused before anything of that size is made.
enum PageSelection {
    static func parse(_ text: String) throws -> [Int] {
        var ranges: [ClosedRange<Int>] = []
        var total = 0
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = part.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            guard (1...2).contains(bounds.count), let a = bounds[0], let b = bounds[bounds.count - 1], a >= 1, a <= b else { throw invalid(text) }
            guard b <= Pipeline.maximumPages else {
                throw ValidationError("--pages: page \(b) is beyond the \(Pipeline.maximumPages) pages a document may have")
            }
            total += b - a + 1
            guard total <= Pipeline.maximumPages else {
                throw ValidationError("--pages names more than \(Pipeline.maximumPages) pages in all, the most a document may have")
            }
            ranges.append(a...b)
        }
        return ranges.flatMap { Array($0) }
    }

    private static func invalid(_ text: String) -> ValidationError {
        ValidationError("--pages expects page numbers and ranges such as 1,3-5, got '\(text)'")
    }
}
