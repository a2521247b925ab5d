import FileIO
import Foundation

/// The bytes of the file at `path`, or nil when it cannot be read. Read with plain system calls: a test
/// that polls a log file still empty would see Foundation's `FileManager.contents(atPath:)` leak its
/// buffer, which LeakSanitizer reports.
public func fileBytes(_ path: String) -> Data? {
    (try? SourceFile.read(path)).map { Data($0) }
}
