// The knowledge module's public face: ingestion of every source kind, and retrieval.
export type { ExtractedDocument, SectionDraft } from './document.ts';
export { extractHtml } from './extract-html.ts';
// Not extractMarkdown: its parser loads with the first Markdown read (extract-file.ts), not with this module.
export { extractPdf } from './extract-pdf.ts';
export { extractPlainText, extractQuestionAnswers, type QuestionAnswer } from './extract-text.ts';
export { deleteSource, markSourceFailed, saveSource, type IngestResult, type SourceKind } from './ingest.ts';
export {
  extractFile,
  ingestContentFile,
  ingestFileBytes,
  ingestFolder,
  ingestQuestionAnswers,
  ingestText,
  listSources,
  MAX_FILE_BYTES,
  saveDocument,
  SUPPORTED_FILE_TYPES,
  type FolderProgress,
} from './ingest-files.ts';
export { retrieveSections, type RetrievedSection, type Retrieval } from './retrieve.ts';
export { retrieveHybrid } from './hybrid-retrieval.ts';
export { EMBEDDING_PROVIDERS, EmbeddingConfigError, parseEmbeddingConfig, type EmbeddingConfig } from './embeddings/embedding-config.ts';
export { enableSemanticIndex, semanticIndexOf, type SemanticIndex } from './embeddings/semantic-index.ts';
export { splitSections } from './split-sections.ts';
export { parseOffThread } from './parse-pool.ts';
export { ingestProgress } from './ingest-progress.ts';
export { settleStaleProcessing, trackProcessing } from './source-processing.ts';
export { crawl, DEFAULT_CRAWL_LIMITS, type CrawlLimits, type CrawlProgress } from './crawl.ts';
export { checkUrl, DEFAULT_FETCH_POLICY, FetchFailed, FetchRefused, isPublicAddress, safeFetch, type FetchPolicy } from './fetch-safe.ts';
export { withoutFragment } from './page-location.ts';
export { ingestUrl, parseKnowledgeConfig, type UrlIngestOptions } from './ingest-url.ts';
