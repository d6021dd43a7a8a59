//! Research projects: the row, its funding by year and its members in their order.

use std::sync::LazyLock;

use application::ports::{ProjectOrder, ProjectQuery};
use application::AppError;
use chrono::{NaiveDate, Utc};
use diesel::dsl::sql;
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Bool, Integer, Nullable, Text};
use domain::actor::Scope;
use domain::ids::{InstitutionId, ProjectId, StaffId};
use domain::paging::Page;
use domain::science::project::{MemberDraft, ProjectDetails, ProjectDraft};
use domain::science::{Amount, Contributor, Currency, MemberRole, Project, ProjectKind, ProjectMember, ScienceRule, YearFunding};
use domain::version::Version;

use super::{in_order, FULL_NAME};
use crate::errors::{internal, stale_unless_changed, unique_violation};
use crate::names::{name_of, NameColumns};
use crate::roles::escape_like;
use crate::schema::{institutions, science_project_funding, science_project_members, science_projects};
use crate::statements::Statement;
use crate::totals::{page_of_ids, Counter};

type Row = (i64, i64, String, String, String, bool, String, String, Option<NaiveDate>, NaiveDate, NaiveDate, i32, NameColumns);

#[derive(QueryableByName)]
struct MemberRow {
    #[diesel(sql_type = BigInt)]
    project_id: i64,
    #[diesel(sql_type = Nullable<BigInt>)]
    staff_id: Option<i64>,
    #[diesel(sql_type = Text)]
    outside_name: String,
    #[diesel(sql_type = Text)]
    role: String,
    #[diesel(sql_type = Text)]
    full_name: String,
}

static MEMBERS: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "science.projects.members",
        &["int8[]"],
        format!(
            "SELECT m.project_id, m.staff_id, m.outside_name, m.role, coalesce({FULL_NAME}, m.outside_name) AS full_name \
         FROM science_project_members m LEFT JOIN staffs s ON s.id = m.staff_id LEFT JOIN citizens c ON c.id = s.citizen_id \
         WHERE m.project_id = ANY($1) ORDER BY m.project_id, m.position"
        ),
    )
});

/// The projects with these ids, in their order.
fn load(conn: &mut PgConnection, ids: &[i64]) -> Result<Vec<Project>, AppError> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let p = science_projects::table;
    let rows: Vec<Row> = p
        .inner_join(institutions::table)
        .filter(science_projects::id.eq_any(ids))
        .select((
            science_projects::id,
            science_projects::institution_id,
            science_projects::name,
            science_projects::number,
            science_projects::kind,
            science_projects::is_foreign,
            science_projects::currency,
            science_projects::contract_number,
            science_projects::contract_date,
            science_projects::date_from,
            science_projects::date_to,
            science_projects::version,
            (institutions::name_uz, institutions::name_uz_cyrl, institutions::name_ru, institutions::name_en),
        ))
        .load(conn)
        .map_err(internal)?;
    let funding: Vec<(i64, i16, i64)> = science_project_funding::table
        .filter(science_project_funding::project_id.eq_any(ids))
        .order((science_project_funding::project_id, science_project_funding::year))
        .select((science_project_funding::project_id, science_project_funding::year, science_project_funding::amount))
        .load(conn)
        .map_err(internal)?;
    let members: Vec<MemberRow> = MEMBERS.query().bind::<Array<BigInt>, _>(ids).load(conn).map_err(internal)?;
    let projects = rows
        .into_iter()
        .map(
            |(
                id,
                institution_id,
                name,
                number,
                kind,
                foreign,
                currency,
                contract_number,
                contract_date,
                date_from,
                date_to,
                version,
                institution_name,
            )| {
                Project {
                    id: ProjectId::from_stored(id),
                    institution_id: InstitutionId::from_stored(institution_id),
                    institution_name: name_of(institution_name),
                    details: ProjectDetails {
                        name,
                        number,
                        kind: ProjectKind::from_stored(&kind),
                        foreign,
                        currency: Currency::from_stored(&currency),
                        contract_number,
                        contract_date,
                        date_from,
                        date_to,
                        funding: funding
                            .iter()
                            .filter(|(project, _, _)| *project == id)
                            .map(|(_, year, amount)| YearFunding { year: *year, amount: Amount::from_stored(*amount) })
                            .collect(),
                    },
                    members: members
                        .iter()
                        .filter(|m| m.project_id == id)
                        .map(|m| ProjectMember {
                            contributor: match m.staff_id {
                                Some(staff) => Contributor::Staff(StaffId::from_stored(staff)),
                                None => Contributor::Outside(m.outside_name.clone()),
                            },
                            role: MemberRole::from_stored(&m.role),
                            full_name: m.full_name.clone(),
                        })
                        .collect(),
                    version: Version::new(version),
                }
            },
        )
        .collect();
    Ok(in_order(ids, projects, |p| p.id.get()))
}

pub(super) fn find(conn: &mut PgConnection, id: ProjectId) -> Result<Option<Project>, AppError> {
    Ok(load(conn, &[id.get()])?.pop())
}

type Boxed<'a> = diesel::dsl::IntoBoxed<'a, science_projects::table, Pg>;

fn matching(query: &ProjectQuery) -> Boxed<'_> {
    let mut q = science_projects::table.into_boxed();
    match query.scope {
        Scope::Everywhere => {}
        Scope::Institution(id) => q = q.filter(science_projects::institution_id.eq(id.get())),
        Scope::Nowhere => q = q.filter(sql::<Bool>("FALSE")),
    }
    if let Some(id) = query.institution_id {
        q = q.filter(science_projects::institution_id.eq(id.get()));
    }
    if let Some(kind) = query.kind {
        q = q.filter(science_projects::kind.eq(kind.code()));
    }
    if let Some(foreign) = query.foreign {
        q = q.filter(science_projects::is_foreign.eq(foreign));
    }
    if let Some(year) = query.year {
        q = q.filter(
            sql::<Bool>("daterange(science_projects.date_from, science_projects.date_to, '[]') && daterange(make_date(")
                .bind::<Integer, _>(i32::from(year))
                .sql(", 1, 1), make_date(")
                .bind::<Integer, _>(i32::from(year))
                .sql(", 12, 31), '[]')"),
        );
    }
    if let Some(staff) = query.staff_id {
        q = q.filter(
            sql::<Bool>("EXISTS (SELECT 1 FROM science_project_members m WHERE m.project_id = science_projects.id AND m.staff_id = ")
                .bind::<BigInt, _>(staff.get())
                .sql(")"),
        );
    }
    if let Some(search) = &query.search {
        q = q.filter(
            sql::<Bool>("(science_projects.name || ' ' || science_projects.number) ILIKE ")
                .bind::<Text, _>(format!("%{}%", escape_like(search))),
        );
    }
    q
}

/// The counter answers a list filtered by its institution alone.
fn counter(query: &ProjectQuery) -> Option<Counter> {
    let plain =
        query.kind.is_none() && query.foreign.is_none() && query.year.is_none() && query.staff_id.is_none() && query.search.is_none();
    plain.then(|| Counter::scoped("science_project", query.scope, query.institution_id)).flatten()
}

pub(super) fn list(conn: &mut PgConnection, query: &ProjectQuery) -> Result<Page<Project>, AppError> {
    let q = matching(query);
    let q = match (query.ordering.field, query.ordering.descending) {
        (ProjectOrder::Id, false) => q.order(science_projects::id.asc()),
        (ProjectOrder::Id, true) => q.order(science_projects::id.desc()),
        (ProjectOrder::Name, false) => q.order((science_projects::name.asc(), science_projects::id.asc())),
        (ProjectOrder::Name, true) => q.order((science_projects::name.desc(), science_projects::id.asc())),
        (ProjectOrder::DateFrom, false) => q.order((science_projects::date_from.asc(), science_projects::id.asc())),
        (ProjectOrder::DateFrom, true) => q.order((science_projects::date_from.desc(), science_projects::id.desc())),
    };
    let page = q.select(science_projects::id).limit(query.page.limit()).offset(query.page.offset());
    let (ids, total) = page_of_ids(conn, page, counter(query), || matching(query).select(science_projects::id)).map_err(internal)?;
    Ok(Page::new(load(conn, &ids)?, total))
}

fn number_taken(error: diesel::result::Error) -> AppError {
    match unique_violation(&error) {
        Some("science_projects_number_key") => AppError::conflict(ScienceRule::ProjectNumberTaken),
        _ => internal(error),
    }
}

fn insert_parts(conn: &mut PgConnection, id: i64, details: &ProjectDetails, members: &[MemberDraft]) -> Result<(), AppError> {
    let funding: Vec<_> = details
        .funding
        .iter()
        .map(|f| {
            (
                science_project_funding::project_id.eq(id),
                science_project_funding::year.eq(f.year),
                science_project_funding::amount.eq(f.amount.minor()),
            )
        })
        .collect();
    if !funding.is_empty() {
        diesel::insert_into(science_project_funding::table).values(funding).execute(conn).map_err(internal)?;
    }
    let members: Vec<_> = members
        .iter()
        .enumerate()
        .map(|(position, m)| {
            (
                science_project_members::project_id.eq(id),
                science_project_members::position.eq(position as i32),
                science_project_members::staff_id.eq(m.contributor.staff().map(StaffId::get)),
                science_project_members::outside_name.eq(m.contributor.outside_name()),
                science_project_members::role.eq(m.role.code()),
            )
        })
        .collect();
    diesel::insert_into(science_project_members::table).values(members).execute(conn).map_err(internal)?;
    Ok(())
}

pub(super) fn insert(conn: &mut PgConnection, institution: InstitutionId, draft: &ProjectDraft) -> Result<Project, AppError> {
    let d = &draft.details;
    let id: i64 = diesel::insert_into(science_projects::table)
        .values((
            science_projects::institution_id.eq(institution.get()),
            science_projects::name.eq(&d.name),
            science_projects::number.eq(&d.number),
            science_projects::kind.eq(d.kind.code()),
            science_projects::is_foreign.eq(d.foreign),
            science_projects::currency.eq(d.currency.code()),
            science_projects::contract_number.eq(&d.contract_number),
            science_projects::contract_date.eq(d.contract_date),
            science_projects::date_from.eq(d.date_from),
            science_projects::date_to.eq(d.date_to),
        ))
        .returning(science_projects::id)
        .get_result(conn)
        .map_err(number_taken)?;
    insert_parts(conn, id, d, &draft.members)?;
    find(conn, ProjectId::from_stored(id))?.ok_or(AppError::NotFound)
}

pub(super) fn save(conn: &mut PgConnection, id: ProjectId, draft: &ProjectDraft, version: Version) -> Result<Project, AppError> {
    let d = &draft.details;
    let changed =
        diesel::update(science_projects::table.filter(science_projects::id.eq(id.get()).and(science_projects::version.eq(version.get()))))
            .set((
                science_projects::name.eq(&d.name),
                science_projects::number.eq(&d.number),
                science_projects::kind.eq(d.kind.code()),
                science_projects::is_foreign.eq(d.foreign),
                science_projects::currency.eq(d.currency.code()),
                science_projects::contract_number.eq(&d.contract_number),
                science_projects::contract_date.eq(d.contract_date),
                science_projects::date_from.eq(d.date_from),
                science_projects::date_to.eq(d.date_to),
                science_projects::version.eq(science_projects::version + 1),
                science_projects::updated_at.eq(Utc::now()),
            ))
            .execute(conn)
            .map_err(number_taken)?;
    stale_unless_changed(changed)?;
    diesel::delete(science_project_funding::table.filter(science_project_funding::project_id.eq(id.get())))
        .execute(conn)
        .map_err(internal)?;
    diesel::delete(science_project_members::table.filter(science_project_members::project_id.eq(id.get())))
        .execute(conn)
        .map_err(internal)?;
    insert_parts(conn, id.get(), d, &draft.members)?;
    find(conn, id)?.ok_or(AppError::NotFound)
}

pub(super) fn delete(conn: &mut PgConnection, id: ProjectId) -> Result<(), AppError> {
    diesel::delete(science_projects::table.find(id.get())).execute(conn).map_err(internal)?;
    Ok(())
}

pub(crate) fn statements() -> Vec<Statement> {
    let query = ProjectQuery {
        scope: Scope::Nowhere,
        institution_id: None,
        kind: None,
        year: Some(2025),
        foreign: None,
        staff_id: Some(StaffId::from_stored(1)),
        search: Some("x".into()),
        ordering: domain::paging::Ordering { field: ProjectOrder::Id, descending: false },
        page: domain::paging::PageRequest::largest(),
    };
    vec![Statement::rendered("science.projects.matching", matching(&query).select(science_projects::id)), Statement::clone(&MEMBERS)]
}
