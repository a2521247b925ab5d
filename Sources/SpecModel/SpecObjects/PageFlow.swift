import Inputs
import SpecReader

/// Counts the pages of the spec's blocks as they are decoded, in order, so a sheet knows the page it
/// starts on (`World.nextPage`) and which of its rows fall on the pages a render draws (`DrawnRows`).
enum PageFlow {
    /// `blocks`, the decoder of the spec's pages, counting from page 1.
    static func starting(_ blocks: ValueDecoder<[PageBlock]>) -> ValueDecoder<[PageBlock]> {
        ValueDecoder(blocks.expectation, schema: blocks.schema, definitions: blocks.definitions) { node, path, d in
            d.world.nextPage = 1
            return blocks.decode(node, path, d)
        }
    }

    /// `block`, the decoder of one page block, moving the count past its pages (a sheet's, or one); a block
    /// that fails leaves the pages after it unknown.
    static func counted(_ block: ValueDecoder<PageBlock>) -> ValueDecoder<PageBlock> {
        ValueDecoder(block.expectation, schema: block.schema, definitions: block.definitions) { node, path, d in
            let decoded = block.decode(node, path, d)
            let first = d.world.nextPage
            d.world.nextPage = decoded.flatMap { decoded in first.map { $0 + (decoded.sheet?.pageCount ?? 1) } }
            return decoded
        }
    }
}
