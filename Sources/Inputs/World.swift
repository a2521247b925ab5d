import FileIO
import FoundationEssentials

/// What one load of a spec may read and has read: the folder its relative paths start from, the
/// policy on what it may open (outside that folder, how many pixels a picture and all of them may
/// have), and every file it read. One World serves the whole load, however many diagnostics are made
/// for its parts (each row of a sheet, each branch a decoder tries, each frame of an animation), so
/// that the policy reaches every picture and every input is recorded, data-named pictures included.
///
/// It is the one place a spec's inputs are opened: the spec itself (`source(at:)`), and its data files
/// and pictures (`read(_:)`), each confined to the folder unless allowed and recorded as it is read.
public final class World {
    /// Why an input could not be read: a message naming it.
    public struct Failure: Error {
        public var message: String
    }

    /// The folder the spec is in: relative paths in it start from here.
    public let folder: String
    /// Whether files outside `folder` may be read.
    public var allowOutside = false
    /// Files and folders the user named on the command line (`--data`, `--templates`), as absolute
    /// paths: read wherever they are, with the files inside such a folder.
    public var namedFiles: Set<String> = []
    /// The most pixels a picture may have, when the caller sets it (nil: the image reader's default).
    public var maximumImagePixels: Int?
    /// The most pixels the distinct pictures of one page may decode to together, when the caller sets it
    /// (nil: the image reader's default).
    public var maximumTotalImagePixels: Int?
    /// The picture files read, each checked once, their bytes kept within a budget.
    package let pictures: PictureFiles
    /// The files read besides the spec itself (data, pictures), as absolute real paths, in the order
    /// first read.
    public private(set) var inputs: [String] = []
    /// The SHA-256 of each input as it was read, by its path in `inputs`: what a gallery compares to tell
    /// whether an output is stale, without reading the inputs again.
    public private(set) var inputDigests: [String: String] = [:]
    /// Each of `inputs` as it was just before it was first read, by its path (none where it was missing,
    /// nor in a world of held files): what a watcher compares to tell whether it has changed since.
    public private(set) var inputStamps: [String: FileStamp] = [:]
    /// The paths in `inputs`, to look up.
    private var recorded: Set<String> = []
    /// The files read while each open capture (`capturingReads`) runs, innermost last; a capture that
    /// ends hands its files to the one around it.
    private var captures: [[String]] = []
    /// How many objects the spec's templates have made so far (from rows of data, sweeps), for the cap
    /// its reader keeps on them.
    package var expanded = 0
    /// The pages a render draws (nil: every page): the rows of a sheet that fall on none of them are
    /// bound without their figures (`DrawnRows`), so no code of theirs is encoded, no picture read.
    package var drawnPages: Set<Int>?
    /// The page the page block being decoded starts on: nil after a block that failed, whose pages are
    /// not known (every row of a sheet after it is then decoded whole).
    package var nextPage: Int? = 1

    /// Where inputs are read from when several loads share them (the frames of an animation); nil:
    /// each read opens the file.
    let snapshot: InputSnapshot?

    /// A world whose relative paths start from `folder`, reading through `snapshot` when given.
    public init(folder: String, snapshot: InputSnapshot? = nil) {
        self.folder = folder
        self.snapshot = snapshot
        pictures = PictureFiles(snapshot: snapshot)
    }

    private init(worker world: World) {
        folder = world.folder
        snapshot = world.snapshot
        pictures = PictureFiles(sharing: world.pictures.bytes)
        allowOutside = world.allowOutside
        namedFiles = world.namedFiles
        maximumImagePixels = world.maximumImagePixels
        maximumTotalImagePixels = world.maximumTotalImagePixels
    }

    /// A world for a worker reading part of this one's inputs beside others (the rows of a sheet): the
    /// same folder, policy and snapshot, picture bytes kept with this world's (within their one budget),
    /// and its own record of the files read and the pictures placed, which this world adopts (`adopt`).
    package func worker() -> World {
        World(worker: self)
    }

    /// Records the input `path` (one of `worker`'s inputs) as `worker` read it, its stamp and digest then,
    /// unless this world has recorded it already: adopted in the order the inputs would have been read
    /// one after another, the inputs are those of a load that read them itself.
    package func adopt(_ path: String, from worker: World) {
        guard recorded.insert(path).inserted else { return }
        inputs.append(path)
        if let stamp = worker.inputStamps[path] { inputStamps[path] = stamp }
        if let digest = worker.inputDigests[path] { inputDigests[path] = digest }
    }

    /// A file a part of the load read, as it was read: what another world that takes that part as made
    /// (a template's fixed member decoded once) records as read too.
    package struct Read: Sendable {
        let path: String
        let stamp: FileStamp?
        let digest: String?
    }

    /// What `body` gives, and every file it read (recorded before or not), in the order first read.
    package func capturingReads<Value>(_ body: () -> Value) -> (value: Value, reads: [Read]) {
        captures.append([])
        let value = body()
        var seen: Set<String> = []
        let reads = captures.removeLast().filter { seen.insert($0).inserted }.map {
            Read(path: $0, stamp: inputStamps[$0], digest: inputDigests[$0])
        }
        if let last = captures.indices.last { captures[last] += reads.map(\.path) }
        return (value, reads)
    }

    /// Records `reads` (what another world read to make a part this one takes as made) as read here, in
    /// their order, each with its stamp and digest then unless this world has recorded it already: the
    /// inputs are those of a load that made the part itself.
    package func recordReads(_ reads: [Read]) {
        for read in reads {
            if let last = captures.indices.last { captures[last].append(read.path) }
            guard recorded.insert(read.path).inserted else { continue }
            inputs.append(read.path)
            if let stamp = read.stamp { inputStamps[read.path] = stamp }
            if let digest = read.digest { inputDigests[read.path] = digest }
        }
    }

    /// The folder part of a path: "." for a bare file name.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Notes that the spec reads the file at `located` (relative to the current folder or absolute).
    @discardableResult
    package func recordInput(_ located: LocatedFile) -> String {
        let path = located.path
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let located = RealPath.of(absolute) ?? absolute
        if let last = captures.indices.last { captures[last].append(located) }
        if recorded.insert(located).inserted {
            inputs.append(located)
            // A world of held files does not look at the disk, even for a stamp.
            if snapshot?.isSealed != true { inputStamps[located] = FileStamp.of(located) }
        }
        return located
    }

    /// The bytes of the spec at `path` (`-`: standard input), which names the world's folder: read as
    /// asked, not confined, and not an input besides itself.
    public static func source(at path: String) throws(SourceFile.ReadError) -> [UInt8] {
        try SourceFile.read(path)
    }

    /// The file `path` names (relative to the folder), or why it may not be read: neither `..`, an
    /// absolute path nor a symbolic link may lead out of the folder unless allowed or named on the command line.
    public func locate(_ path: String) throws(Failure) -> LocatedFile {
        if isStandardInput(path) { return LocatedFile(path) }
        let joined = path.hasPrefix("/") ? path : FilePaths.join(folder, path)
        guard !allowOutside, !namedFiles.contains(where: { joined == $0 || joined.hasPrefix($0 + "/") }) else { return LocatedFile(joined) }
        guard RealPath.isWithin(RealPath.planned(joined), RealPath.planned(folder)) else {
            throw Failure(message: "\"\(path)\" is outside the spec's folder; pass --allow-outside to read it")
        }
        return LocatedFile(joined)
    }

    /// The file `name` in the folder `located` (what `locate` gave for `path`, a folder of fonts or
    /// templates), or why it may not be read: as a file named directly, an entry may not be a symbolic
    /// link that leads out of the spec's folder, nor out of the folder the command line named that
    /// holds it, unless allowed.
    public func locate(_ name: String, inFolder located: LocatedFile, named path: String) throws(Failure) -> LocatedFile {
        let entry = located.path + "/" + name
        guard !allowOutside else { return LocatedFile(entry) }
        let folder = RealPath.planned(located.path)
        let named = namedFiles.map(RealPath.planned).filter { RealPath.isWithin(folder, $0) }
        guard ([RealPath.planned(self.folder)] + named).contains(where: { RealPath.isWithin(RealPath.planned(entry), $0) }) else {
            let outside = named.isEmpty ? "the spec's folder" : "\"\(path)\" and the spec's folder"
            throw Failure(
                message: "\"\(FilePaths.join(path, name))\" is a symbolic link that leads outside \(outside); pass --allow-outside to read it")
        }
        return LocatedFile(entry)
    }

    /// Whether `path` is standard input, as the command line names it (`--data -`): a spec's own `-` is a
    /// file of that name.
    public func isStandardInput(_ path: String) -> Bool {
        path == SourceFile.standardInput && namedFiles.contains(path)
    }

    /// The picture file at `located` (a path `locate` gave) as it is now, checked against `maximumPixels`;
    /// nil where there is none.
    package func pictureKey(_ located: LocatedFile, maximumPixels: Int) -> PictureBytes.Key? {
        guard let snapshot, snapshot.isSealed else { return PictureBytes.Key(located.path, maximumPixels: maximumPixels) }
        return snapshot.heldSize(of: located.path).map { PictureBytes.Key(held: located.path, size: $0, maximumPixels: maximumPixels) }
    }

    /// The bytes of the input at `located` (a path `locate` gave), recorded as an input first, so that a
    /// file that cannot be read now is watched all the same; standard input's as first read.
    public func read(_ located: LocatedFile) throws(SourceFile.ReadError) -> [UInt8] {
        try readDigested(located).bytes
    }

    /// The bytes of the input at `located`, as `read` gives them, and their SHA-256 (recorded with it).
    public func readDigested(_ located: LocatedFile) throws(SourceFile.ReadError) -> (bytes: [UInt8], sha256: String) {
        // Standard input is read once for the whole run, and is no file to watch or record.
        if isStandardInput(located.path) {
            let bytes = try SourceFile.standardInputContents.get()
            return (bytes, SHA256Hex.of(bytes))
        }
        let recorded = recordInput(located)
        let bytes: [UInt8]
        if let snapshot { bytes = try snapshot.bytes(of: located.path) } else { bytes = try SourceFile.read(located.path) }
        let digest = SHA256Hex.of(bytes)
        inputDigests[recorded] = digest
        return (bytes, digest)
    }
}
