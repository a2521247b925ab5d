import Synchronization

/// A field's decoder without its value type: what `FieldInfo` asks of it.
protocol FieldDecoding: AnyObject {
    var expectation: String { get }
    var schema: JSONValue { get }
    var definitions: [Definition] { get }
    func decode(_ node: SpecNode, _ path: SpecPath, _ d: SpecContext) -> Any?
}

/// A decoder made the first time it is asked for, then kept: reading it after that takes no lock.
/// Two threads that ask at once may both make it; the first one stored is the one every use sees.
/// (`@unchecked Sendable`: `make` only declares a decoder, and what it makes never changes.)
final class DeferredDecoder<Decoded>: FieldDecoding, @unchecked Sendable {
    private final class Made {
        let decoder: ValueDecoder<Decoded>
        init(_ decoder: ValueDecoder<Decoded>) { self.decoder = decoder }
    }

    private let make: () -> ValueDecoder<Decoded>
    private let made = AtomicLazyReference<Made>()

    init(_ make: @escaping () -> ValueDecoder<Decoded>) {
        self.make = make
    }

    var decoder: ValueDecoder<Decoded> {
        if let made = made.load() { return made.decoder }
        return made.storeIfNil(Made(make())).decoder
    }

    var expectation: String { decoder.expectation }
    var schema: JSONValue { decoder.schema }
    var definitions: [Definition] { decoder.definitions }

    func decode(_ node: SpecNode, _ path: SpecPath, _ d: SpecContext) -> Any? {
        decoder.decode(node, path, d)
    }
}
