//! Publications: the row, its authors in their order with their confirmations, and the PDF kept
//! apart (its name and size are read with the row, its content only when asked for).

use std::sync::LazyLock;

use application::ports::{PublicationOrder, PublicationQuery, StoredAuthor};
use application::AppError;
use chrono::{DateTime, Utc};
use diesel::dsl::sql;
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Bool, Nullable, SmallInt, Text, Timestamptz};
use domain::actor::Scope;
use domain::ids::{InstitutionId, PublicationId, StaffId};
use domain::multilingual::MultilingualName;
use domain::paging::Page;
use domain::science::authorship::{Author, Confirmation, Contributor};
use domain::science::publication::PublicationDetails;
use domain::science::{Doi, Indexing, Publication, PublicationFile, PublicationKind, PublicationSubKind, Verification};
use domain::version::Version;

use super::{in_order, FULL_NAME};
use crate::errors::{internal, stale_unless_changed};
use crate::roles::escape_like;
use crate::schema::{science_publication_authors, science_publication_files, science_publications, staffs};
use crate::statements::Statement;
use crate::totals::{page_of_ids, Counter};

#[derive(QueryableByName)]
struct Row {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = Text)]
    sub_kind: String,
    #[diesel(sql_type = Text)]
    title: String,
    #[diesel(sql_type = SmallInt)]
    year: i16,
    #[diesel(sql_type = Text)]
    source: String,
    #[diesel(sql_type = Nullable<Text>)]
    doi: Option<String>,
    #[diesel(sql_type = Array<Text>)]
    indexing: Vec<String>,
    #[diesel(sql_type = Bool)]
    is_foreign: bool,
    #[diesel(sql_type = Text)]
    verification: String,
    #[diesel(sql_type = Text)]
    rejection_reason: String,
    #[diesel(sql_type = diesel::sql_types::Integer)]
    version: i32,
    #[diesel(sql_type = Text)]
    name_uz: String,
    #[diesel(sql_type = Text)]
    name_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    name_ru: String,
    #[diesel(sql_type = Text)]
    name_en: String,
    #[diesel(sql_type = Nullable<Text>)]
    file_name: Option<String>,
    #[diesel(sql_type = Nullable<BigInt>)]
    file_size: Option<i64>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    uploaded_at: Option<DateTime<Utc>>,
}

#[derive(QueryableByName)]
struct AuthorRow {
    #[diesel(sql_type = BigInt)]
    publication_id: i64,
    #[diesel(sql_type = Nullable<BigInt>)]
    staff_id: Option<i64>,
    #[diesel(sql_type = Text)]
    outside_name: String,
    #[diesel(sql_type = Bool)]
    is_main: bool,
    #[diesel(sql_type = Nullable<Text>)]
    confirmation: Option<String>,
    #[diesel(sql_type = Text)]
    full_name: String,
}

fn into_publication(row: Row, authors: &[AuthorRow]) -> Publication {
    let file = match (row.file_name, row.file_size, row.uploaded_at) {
        (Some(name), Some(size), Some(uploaded_at)) => Some(PublicationFile { name, size, uploaded_at }),
        _ => None,
    };
    Publication {
        id: PublicationId::from_stored(row.id),
        institution_id: InstitutionId::from_stored(row.institution_id),
        institution_name: MultilingualName::from_stored(row.name_uz, row.name_uz_cyrl, row.name_ru, row.name_en),
        details: PublicationDetails {
            kind: PublicationKind::from_stored(&row.kind),
            sub_kind: PublicationSubKind::from_stored(&row.sub_kind),
            title: row.title,
            year: row.year,
            source: row.source,
            doi: row.doi.map(Doi::from_stored),
            indexing: row.indexing.iter().map(|code| Indexing::from_stored(code)).collect(),
            foreign: row.is_foreign,
        },
        authors: authors
            .iter()
            .filter(|a| a.publication_id == row.id)
            .map(|a| Author {
                contributor: match a.staff_id {
                    Some(staff) => Contributor::Staff(StaffId::from_stored(staff)),
                    None => Contributor::Outside(a.outside_name.clone()),
                },
                main: a.is_main,
                confirmation: a.confirmation.as_deref().map(Confirmation::from_stored),
                full_name: a.full_name.clone(),
            })
            .collect(),
        verification: Verification::from_stored(&row.verification),
        rejection_reason: row.rejection_reason,
        file,
        version: Version::new(row.version),
    }
}

const PUBLICATIONS: Statement = Statement::new(
    "science.publications.publications",
    &["int8[]"],
    "SELECT p.id, p.institution_id, p.kind, p.sub_kind, p.title, p.year, p.source, p.doi, p.indexing, p.is_foreign, \
     p.verification, p.rejection_reason, p.version, i.name_uz, i.name_uz_cyrl, i.name_ru, i.name_en, \
     f.name AS file_name, f.size AS file_size, f.uploaded_at \
     FROM science_publications p JOIN institutions i ON i.id = p.institution_id \
     LEFT JOIN science_publication_files f ON f.publication_id = p.id \
     WHERE p.id = ANY($1)",
);

static AUTHORS: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made("science.publications.authors", &["int8[]"], format!("SELECT a.publication_id, a.staff_id, a.outside_name, a.is_main, a.confirmation, coalesce({FULL_NAME}, a.outside_name) AS full_name \
         FROM science_publication_authors a LEFT JOIN staffs s ON s.id = a.staff_id LEFT JOIN citizens c ON c.id = s.citizen_id \
         WHERE a.publication_id = ANY($1) ORDER BY a.publication_id, a.position"))
});

/// The publications with these ids, in their order.
fn load(conn: &mut PgConnection, ids: &[i64]) -> Result<Vec<Publication>, AppError> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let rows: Vec<Row> = PUBLICATIONS.query().bind::<Array<BigInt>, _>(ids).load(conn).map_err(internal)?;
    let authors: Vec<AuthorRow> = AUTHORS.query().bind::<Array<BigInt>, _>(ids).load(conn).map_err(internal)?;
    let publications = rows.into_iter().map(|row| into_publication(row, &authors)).collect();
    Ok(in_order(ids, publications, |p| p.id.get()))
}

pub(crate) fn find(conn: &mut PgConnection, id: PublicationId) -> Result<Option<Publication>, AppError> {
    Ok(load(conn, &[id.get()])?.pop())
}

/// Staff members with a verified publication of `year` indexed in Scopus or the Web of Science:
/// the teachers' list filter the science office rates teachers by.
pub(crate) fn indexed_in(year: i16) -> Box<dyn BoxableExpression<staffs::table, Pg, SqlType = Bool>> {
    Box::new(
        sql::<Bool>(
            "EXISTS (SELECT 1 FROM science_publication_authors a JOIN science_publications p ON p.id = a.publication_id \
             WHERE a.staff_id = staffs.id AND p.verification = 'VERIFIED' AND p.indexing && ARRAY['SCOPUS', 'WEB_OF_SCIENCE'] \
             AND p.year = ",
        )
        .bind::<SmallInt, _>(year)
        .sql(")"),
    )
}

type Boxed<'a> = diesel::dsl::IntoBoxed<'a, science_publications::table, Pg>;

fn matching(query: &PublicationQuery) -> Boxed<'_> {
    let mut q = science_publications::table.into_boxed();
    match query.scope {
        Scope::Everywhere => {}
        Scope::Institution(id) => q = q.filter(science_publications::institution_id.eq(id.get())),
        Scope::Nowhere => q = q.filter(sql::<Bool>("FALSE")),
    }
    if let Some(id) = query.institution_id {
        q = q.filter(science_publications::institution_id.eq(id.get()));
    }
    if let Some(kind) = query.kind {
        q = q.filter(science_publications::kind.eq(kind.code()));
    }
    if let Some(sub_kind) = query.sub_kind {
        q = q.filter(science_publications::sub_kind.eq(sub_kind.code()));
    }
    if let Some(year) = query.year {
        q = q.filter(science_publications::year.eq(year));
    }
    if let Some(indexing) = query.indexing {
        q = q.filter(science_publications::indexing.contains(vec![indexing.code()]));
    }
    if let Some(foreign) = query.foreign {
        q = q.filter(science_publications::is_foreign.eq(foreign));
    }
    if let Some(verification) = query.verification {
        q = q.filter(science_publications::verification.eq(verification.code()));
    }
    if let Some(staff) = query.staff_id {
        q = q.filter(
            sql::<Bool>(
                "EXISTS (SELECT 1 FROM science_publication_authors a WHERE a.publication_id = science_publications.id AND a.staff_id = ",
            )
            .bind::<BigInt, _>(staff.get())
            .sql(")"),
        );
    }
    if let Some(search) = &query.search {
        q = q.filter(
            sql::<Bool>("(science_publications.title || ' ' || science_publications.source || ' ' || coalesce(science_publications.doi, '')) ILIKE ")
                .bind::<Text, _>(format!("%{}%", escape_like(search))),
        );
    }
    q
}

/// The counter answers a list filtered by institution, state and kind only.
fn counter(query: &PublicationQuery) -> Option<Counter> {
    let plain = query.sub_kind.is_none()
        && query.year.is_none()
        && query.indexing.is_none()
        && query.foreign.is_none()
        && query.staff_id.is_none()
        && query.search.is_none();
    plain
        .then(|| Counter::scoped("publication", query.scope, query.institution_id))
        .flatten()
        .map(|c| c.with_status(query.verification.map(|v| v.code())).with_kind(query.kind.map(|k| k.code())))
}

pub(super) fn list(conn: &mut PgConnection, query: &PublicationQuery) -> Result<Page<Publication>, AppError> {
    let q = matching(query);
    let q = match (query.ordering.field, query.ordering.descending) {
        (PublicationOrder::Id, false) => q.order(science_publications::id.asc()),
        (PublicationOrder::Id, true) => q.order(science_publications::id.desc()),
        (PublicationOrder::Title, false) => q.order((science_publications::title.asc(), science_publications::id.asc())),
        (PublicationOrder::Title, true) => q.order((science_publications::title.desc(), science_publications::id.asc())),
        (PublicationOrder::Year, false) => q.order((science_publications::year.asc(), science_publications::id.asc())),
        (PublicationOrder::Year, true) => q.order((science_publications::year.desc(), science_publications::id.desc())),
    };
    let page = q.select(science_publications::id).limit(query.page.limit()).offset(query.page.offset());
    let (ids, total) = page_of_ids(conn, page, counter(query), || matching(query).select(science_publications::id)).map_err(internal)?;
    Ok(Page::new(load(conn, &ids)?, total))
}

pub(super) fn pdf(conn: &mut PgConnection, id: PublicationId) -> Result<Option<(PublicationFile, Vec<u8>)>, AppError> {
    let row: Option<(String, i64, Vec<u8>, DateTime<Utc>)> = science_publication_files::table
        .find(id.get())
        .select((
            science_publication_files::name,
            science_publication_files::size,
            science_publication_files::content,
            science_publication_files::uploaded_at,
        ))
        .first(conn)
        .optional()
        .map_err(internal)?;
    Ok(row.map(|(name, size, content, uploaded_at)| (PublicationFile { name, size, uploaded_at }, content)))
}

fn insert_authors(conn: &mut PgConnection, id: i64, authors: &[StoredAuthor]) -> Result<(), AppError> {
    let rows: Vec<_> = authors
        .iter()
        .enumerate()
        .map(|(position, (author, confirmation))| {
            (
                science_publication_authors::publication_id.eq(id),
                science_publication_authors::position.eq(position as i32),
                science_publication_authors::staff_id.eq(author.contributor.staff().map(StaffId::get)),
                science_publication_authors::outside_name.eq(author.contributor.outside_name()),
                science_publication_authors::is_main.eq(author.main),
                science_publication_authors::confirmation.eq(confirmation.map(Confirmation::code)),
                science_publication_authors::confirmed_at.eq((*confirmation == Some(Confirmation::Confirmed)).then(Utc::now)),
            )
        })
        .collect();
    diesel::insert_into(science_publication_authors::table).values(rows).execute(conn).map_err(internal)?;
    Ok(())
}

fn indexing_codes(details: &PublicationDetails) -> Vec<&'static str> {
    details.indexing.iter().map(|i| i.code()).collect()
}

pub(super) fn insert(
    conn: &mut PgConnection,
    institution: InstitutionId,
    details: &PublicationDetails,
    authors: &[StoredAuthor],
) -> Result<Publication, AppError> {
    let id: i64 = diesel::insert_into(science_publications::table)
        .values((
            science_publications::institution_id.eq(institution.get()),
            science_publications::kind.eq(details.kind.code()),
            science_publications::sub_kind.eq(details.sub_kind.code()),
            science_publications::title.eq(&details.title),
            science_publications::year.eq(details.year),
            science_publications::source.eq(&details.source),
            science_publications::doi.eq(details.doi.as_ref().map(Doi::as_str)),
            science_publications::indexing.eq(indexing_codes(details)),
            science_publications::is_foreign.eq(details.foreign),
        ))
        .returning(science_publications::id)
        .get_result(conn)
        .map_err(internal)?;
    insert_authors(conn, id, authors)?;
    find(conn, PublicationId::from_stored(id))?.ok_or(AppError::NotFound)
}

/// Marks a change of the publication: its state, a new version and the time.
fn touch(conn: &mut PgConnection, id: PublicationId, verification: Verification, reason: &str) -> Result<(), AppError> {
    diesel::update(science_publications::table.find(id.get()))
        .set((
            science_publications::verification.eq(verification.code()),
            science_publications::rejection_reason.eq(if verification == Verification::Rejected { reason } else { "" }),
            science_publications::version.eq(science_publications::version + 1),
            science_publications::updated_at.eq(Utc::now()),
        ))
        .execute(conn)
        .map_err(internal)?;
    Ok(())
}

pub(super) fn save(
    conn: &mut PgConnection,
    id: PublicationId,
    details: &PublicationDetails,
    authors: &[StoredAuthor],
    verification: Verification,
    version: Version,
) -> Result<Publication, AppError> {
    let guarded = science_publications::id.eq(id.get()).and(science_publications::version.eq(version.get()));
    let changed = diesel::update(science_publications::table.filter(guarded))
        .set((
            science_publications::kind.eq(details.kind.code()),
            science_publications::sub_kind.eq(details.sub_kind.code()),
            science_publications::title.eq(&details.title),
            science_publications::year.eq(details.year),
            science_publications::source.eq(&details.source),
            science_publications::doi.eq(details.doi.as_ref().map(Doi::as_str)),
            science_publications::indexing.eq(indexing_codes(details)),
            science_publications::is_foreign.eq(details.foreign),
        ))
        .execute(conn)
        .map_err(internal)?;
    stale_unless_changed(changed)?;
    touch(conn, id, verification, "")?;
    diesel::delete(science_publication_authors::table.filter(science_publication_authors::publication_id.eq(id.get())))
        .execute(conn)
        .map_err(internal)?;
    insert_authors(conn, id.get(), authors)?;
    find(conn, id)?.ok_or(AppError::NotFound)
}

pub(super) fn set_verification(
    conn: &mut PgConnection,
    id: PublicationId,
    verification: Verification,
    reason: &str,
) -> Result<Publication, AppError> {
    touch(conn, id, verification, reason)?;
    find(conn, id)?.ok_or(AppError::NotFound)
}

pub(super) fn confirm(conn: &mut PgConnection, id: PublicationId, staff: StaffId) -> Result<Publication, AppError> {
    diesel::update(
        science_publication_authors::table
            .filter(science_publication_authors::publication_id.eq(id.get()))
            .filter(science_publication_authors::staff_id.eq(staff.get())),
    )
    .set((
        science_publication_authors::confirmation.eq(Confirmation::Confirmed.code()),
        science_publication_authors::confirmed_at.eq(Utc::now()),
    ))
    .execute(conn)
    .map_err(internal)?;
    diesel::update(science_publications::table.find(id.get()))
        .set((science_publications::version.eq(science_publications::version + 1), science_publications::updated_at.eq(Utc::now())))
        .execute(conn)
        .map_err(internal)?;
    find(conn, id)?.ok_or(AppError::NotFound)
}

pub(super) fn store_file(
    conn: &mut PgConnection,
    id: PublicationId,
    name: &str,
    content: &[u8],
    verification: Verification,
) -> Result<Publication, AppError> {
    let values = (
        science_publication_files::publication_id.eq(id.get()),
        science_publication_files::name.eq(name),
        science_publication_files::size.eq(content.len() as i64),
        science_publication_files::content.eq(content),
        science_publication_files::uploaded_at.eq(Utc::now()),
    );
    diesel::insert_into(science_publication_files::table)
        .values(values)
        .on_conflict(science_publication_files::publication_id)
        .do_update()
        .set((
            science_publication_files::name.eq(name),
            science_publication_files::size.eq(content.len() as i64),
            science_publication_files::content.eq(content),
            science_publication_files::uploaded_at.eq(Utc::now()),
        ))
        .execute(conn)
        .map_err(internal)?;
    touch(conn, id, verification, "")?;
    find(conn, id)?.ok_or(AppError::NotFound)
}

pub(super) fn remove_file(conn: &mut PgConnection, id: PublicationId, verification: Verification) -> Result<Publication, AppError> {
    diesel::delete(science_publication_files::table.find(id.get())).execute(conn).map_err(internal)?;
    touch(conn, id, verification, "")?;
    find(conn, id)?.ok_or(AppError::NotFound)
}

pub(super) fn delete(conn: &mut PgConnection, id: PublicationId) -> Result<(), AppError> {
    diesel::delete(science_publications::table.find(id.get())).execute(conn).map_err(internal)?;
    Ok(())
}

pub(crate) fn statements() -> Vec<Statement> {
    let query = PublicationQuery {
        scope: Scope::Nowhere,
        institution_id: None,
        kind: None,
        sub_kind: None,
        year: None,
        indexing: None,
        foreign: None,
        verification: None,
        staff_id: Some(StaffId::from_stored(1)),
        search: Some("x".into()),
        ordering: domain::paging::Ordering { field: PublicationOrder::Id, descending: false },
        page: domain::paging::PageRequest::largest(),
    };
    vec![
        Statement::rendered("science.publications.matching", matching(&query).select(science_publications::id)),
        PUBLICATIONS,
        Statement::clone(&AUTHORS),
    ]
}
