import Foundation
import Layout
import SpecReader

/// `index.json`: the gallery as data. Everything in it but `timing` is a function of the inputs, written
/// with its keys in a fixed order, so two runs over the same inputs write the same bytes apart from
/// `timing`. A shard's run writes a partial manifest (with `shard`) that `poster gallery merge` joins.
struct Manifest: Sendable {
    /// What this version of the manifest is called in it.
    static let format = "poster-gallery/1"
    static let fileName = "index.json"

    var tool: String
    /// The source folder as the command line named it: specs, and the files they read, are found from it.
    var source: String
    var options: JSONValue
    var shard: Shard?
    /// In the order of their paths.
    var specs: [SpecEntry]
    var contactSheet: ContactSheetRecord?
    var timing: Timing

    /// How long things took: everything in the manifest that changes from run to run.
    struct Timing: Sendable {
        /// Seconds spent on each spec (loading and writing), by path; for a skipped spec, those of the run that wrote it.
        var specs: [String: Double] = [:]
        var contactSheet: Double?
    }

    var json: JSONValue {
        var members: [JSONValue.Member] = [
            JSONValue.Member("format", .string(Self.format)), JSONValue.Member("tool", .string(tool)),
            JSONValue.Member("source", .string(source)), JSONValue.Member("options", options),
        ]
        if let shard { members.append(JSONValue.Member("shard", .object(["index": .number(Double(shard.index)), "count": .number(Double(shard.count))]))) }
        let valid = specs.filter(\.isValid)
        members += [
            JSONValue.Member(
                "summary",
                .object([
                    "specs": .number(Double(specs.count)), "ok": .number(Double(specs.count { $0.status == .ok })),
                    "failed": .number(Double(specs.count { $0.status != .ok })), "pages": .number(Double(valid.reduce(0) { $0 + $1.pageSizes.count })),
                ])),
            JSONValue.Member("specs", .array(specs.map(\.json))),
        ]
        if let contactSheet { members.append(JSONValue.Member("contactSheet", contactSheet.json)) }
        var timingMembers = [JSONValue.Member("specs", .object(specs.compactMap { spec in timing.specs[spec.path].map { JSONValue.Member(spec.path, .number(Self.milliseconds($0))) } }))]
        if let seconds = timing.contactSheet { timingMembers.append(JSONValue.Member("contactSheet", .number(Self.milliseconds(seconds)))) }
        members.append(JSONValue.Member("timing", .object(timingMembers)))
        return .object(members)
    }

    init(tool: String, source: String, options: JSONValue, shard: Shard?, specs: [SpecEntry], contactSheet: ContactSheetRecord?, timing: Timing) {
        self.tool = tool
        self.source = source
        self.options = options
        self.shard = shard
        self.specs = specs
        self.contactSheet = contactSheet
        self.timing = timing
    }

    init?(json: JSONValue) {
        guard json["format"]?.string == Self.format, let tool = json["tool"]?.string, let source = json["source"]?.string,
            let options = json["options"], let specs = json["specs"]?.array
        else { return nil }
        let entries = specs.compactMap(SpecEntry.init(json:))
        guard entries.count == specs.count else { return nil }
        var shard: Shard?
        if let record = json["shard"] {
            guard let index = record["index"]?.integer, let count = record["count"]?.integer, let part = Shard(index: index, count: count) else { return nil }
            shard = part
        }
        var contactSheet: ContactSheetRecord?
        if let record = json["contactSheet"] {
            guard let sheet = ContactSheetRecord(json: record) else { return nil }
            contactSheet = sheet
        }
        var timing = Timing()
        if case .object(let members)? = json["timing"]?["specs"] {
            for member in members { timing.specs[member.key] = member.value.number }
        }
        timing.contactSheet = json["timing"]?["contactSheet"]?.number
        self.init(tool: tool, source: source, options: options, shard: shard, specs: entries, contactSheet: contactSheet, timing: timing)
    }

    /// The manifest in the gallery folder `root`; nil when there is none or it is not one this version reads.
    static func read(in root: String) -> Manifest? {
        JSONValue.read(root + "/" + fileName).flatMap(Manifest.init(json:))
    }

    /// Every file the manifest records, relative to the gallery folder.
    var files: [String] {
        specs.flatMap { $0.outputs.map(\.path) } + (contactSheet.map { [$0.file.path] } ?? [])
    }

    private static func milliseconds(_ seconds: Double) -> Double {
        (seconds * 1000).rounded() / 1000
    }
}
