import CZip

/// A ZIP archive in memory, read through libzip: its entries by name, each decompressed and checked
/// against its CRC-32 as it is read, never past a given size.
final class ZipArchive {
    /// Why an archive or an entry could not be read.
    enum Failure: Error {
        /// The bytes are not a ZIP archive libzip can open.
        case notAnArchive
        /// The entry is damaged or decompresses to more than the most bytes asked for.
        case unreadable
    }

    private let zip: ZipLibrary
    private let archive: OpaquePointer
    /// The archive's bytes, which libzip reads in place: held, and freed, here.
    private let bytes: UnsafeMutableRawBufferPointer

    init(_ contents: [UInt8], library zip: ZipLibrary) throws(Failure) {
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(contents.count, 1), alignment: 1)
        contents.withUnsafeBytes { bytes.copyMemory(from: $0) }
        var error = zip_error_t()
        zip.initError(&error)
        defer { zip.finishError(&error) }
        guard let source = zip.bufferSource(bytes.baseAddress, zip_uint64_t(contents.count), 0, &error) else {
            bytes.deallocate()
            throw .notAnArchive
        }
        guard let archive = zip.openSource(source, ZIP_RDONLY, &error) else {
            zip.freeSource(source)
            bytes.deallocate()
            throw .notAnArchive
        }
        (self.zip, self.archive, self.bytes) = (zip, archive, bytes)
    }

    deinit {
        zip.discard(archive)
        bytes.deallocate()
    }

    /// The decompressed bytes of the entry named `name`, nil where there is none; more than `maximum` bytes are refused.
    func entry(_ name: String, maximum: Int) throws(Failure) -> [UInt8]? {
        let index = zip.locate(archive, name, 0)
        guard index >= 0 else { return nil }
        guard let file = zip.openEntry(archive, zip_uint64_t(index), 0) else { throw .unreadable }
        defer { _ = zip.closeEntry(file) }
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { zip.read(file, $0.baseAddress!, zip_uint64_t($0.count)) }
            guard count >= 0, data.count + Int(count) <= maximum else { throw .unreadable }
            if count == 0 { return data }
            data += chunk[..<Int(count)]
        }
    }
}
