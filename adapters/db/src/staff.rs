//! Staff members: a row per employment, the person in `citizens`, positions and the subjects
//! taught on them. A page is read in two statements (its ids with the total, then their cards),
//! never one per row.

use std::collections::BTreeSet;

use application::ports::{Lock, StaffOrderField, StaffQueries, StaffQuery, StaffRepository};
use application::AppError;
use chrono::{NaiveDate, Utc};
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Bool, Text};
use domain::actor::Scope;
use domain::ids::{CitizenId, InstitutionId, PositionId, StaffId};
use domain::paging::Page;
use domain::paging::PageRequest;
use domain::passport::PassportSerial;
use domain::person::Gender;
use domain::pinfl::Pinfl;
use domain::staff::{Citizen, CitizenDraft, StaffDraft, StaffMember, StaffPositionDraft, StaffRule};
use domain::version::Version;
use serde::Deserialize;

use crate::errors::{internal, stale_unless_changed, unique_violation};
use crate::schema::{citizens, edu_subjects, institution_positions, staff_position_subjects, staff_positions, staffs};
use crate::staff_cards::{fresh_card, StaffCard, STAFF_CARDS};
use crate::statements::Statement;
use crate::store::PgStore;
use crate::totals::{page_of_cards, Counter};
use crate::unit_of_work::{PgTransaction, Root};

#[derive(Queryable, Selectable, Deserialize)]
#[diesel(table_name = citizens)]
pub(crate) struct CitizenRow {
    id: i64,
    pinfl: String,
    last_name: String,
    first_name: String,
    middle_name: String,
    birth_date: NaiveDate,
    gender: i16,
    passport: String,
    version: i32,
}

impl From<CitizenRow> for Citizen {
    fn from(row: CitizenRow) -> Self {
        Citizen {
            id: CitizenId::from_stored(row.id),
            details: CitizenDraft {
                last_name: row.last_name,
                first_name: row.first_name,
                middle_name: row.middle_name,
                pinfl: Pinfl::from_stored(row.pinfl),
                birth_date: row.birth_date,
                gender: Gender::from_code(row.gender).unwrap_or(Gender::Male),
                passport: PassportSerial::from_stored(row.passport),
            },
            version: Version::new(row.version),
        }
    }
}

/// A staff member as `staff_card()` makes it from the stored rows, whether living or not yet
/// committed: what the cards of the list hold, read fresh.
fn find_staff(conn: &mut PgConnection, id: StaffId) -> QueryResult<Option<StaffMember>> {
    fresh_card(conn, id.get())
}

/// The conditions of a list query, on `staffs` columns only, so that the count needs no join.
macro_rules! staff_filters {
    ($q:expr, $query:expr) => {{
        let query: &StaffQuery = $query;
        let mut q = $q.filter(staffs::deleted_at.is_null());
        match query.scope {
            Scope::Everywhere => {}
            Scope::Institution(id) => q = q.filter(staffs::institution_id.eq(id.get())),
            Scope::Nowhere => q = q.filter(sql::<Bool>("FALSE")),
        }
        if let Some(id) = query.institution_id {
            q = q.filter(staffs::institution_id.eq(id.get()));
        }
        if let Some(status) = query.status {
            q = q.filter(staffs::status.eq(status.code()));
        }
        if let Some(position) = query.position_id {
            q = q.filter(
                sql::<Bool>("EXISTS (SELECT 1 FROM staff_positions sp WHERE sp.staff_id = staffs.id AND sp.position_id = ")
                    .bind::<BigInt, _>(position.get())
                    .sql(")"),
            );
        }
        if query.teachers_only {
            q = q.filter(staffs::teaching.eq(true));
        }
        if let Some(subject) = query.edu_subject_id {
            q = q.filter(
                sql::<Bool>(
                    "EXISTS (SELECT 1 FROM staff_positions sp JOIN staff_position_subjects sps ON sps.staff_position_id = sp.id \
                     WHERE sp.staff_id = staffs.id AND sps.edu_subject_id = ",
                )
                .bind::<BigInt, _>(subject)
                .sql(")"),
            );
        }
        if let Some(year) = query.indexed_publications_year {
            q = q.filter(crate::science::publications::indexed_in(year));
        }
        if let Some(search) = query.search.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
            let (condition, pattern) = crate::citizens::searched("staffs.citizen_id", search);
            q = q.filter(sql::<Bool>(&condition).bind::<Text, _>(pattern).sql(")"));
        }
        q
    }};
}

fn matching(query: &StaffQuery) -> diesel::dsl::IntoBoxed<'_, staffs::table, diesel::pg::Pg> {
    staff_filters!(staffs::table.into_boxed(), query)
}

/// The raw conditions of the list, as it sends them.
pub(crate) fn statements() -> Vec<Statement> {
    let query = |search: &str| StaffQuery {
        scope: Scope::Nowhere,
        institution_id: None,
        status: None,
        position_id: Some(PositionId::from_stored(1)),
        teachers_only: true,
        edu_subject_id: Some(1),
        indexed_publications_year: Some(2025),
        search: Some(search.to_string()),
        ordering: domain::paging::Ordering { field: StaffOrderField::FullName, descending: false },
        page: PageRequest::largest(),
    };
    // A search of digits looks up the PINFL, any other the name.
    ["3101", "x"].iter().map(|search| Statement::rendered("staff.matching", matching(&query(search)).select(staffs::id))).collect()
}

/// `q` in the order the list asks for. By name, the key kept on the staff row (last, first and
/// middle name), so that the page's ids come from a staff index however many citizens there are.
fn ordered<'a>(
    q: diesel::dsl::IntoBoxed<'a, staffs::table, diesel::pg::Pg>,
    query: &StaffQuery,
) -> diesel::dsl::IntoBoxed<'a, staffs::table, diesel::pg::Pg> {
    match (query.ordering.field, query.ordering.descending) {
        (StaffOrderField::Id, false) => q.order(staffs::id.asc()),
        (StaffOrderField::Id, true) => q.order(staffs::id.desc()),
        (StaffOrderField::FullName, false) => q.order((staffs::full_name_key.asc(), staffs::id.asc())),
        (StaffOrderField::FullName, true) => q.order((staffs::full_name_key.desc(), staffs::id.asc())),
    }
}

/// The counter that answers the list's total, when its filters are only institution and status.
fn counter(query: &StaffQuery) -> Option<Counter> {
    let plain = query.position_id.is_none()
        && query.edu_subject_id.is_none()
        && query.indexed_publications_year.is_none()
        && query.search.as_deref().is_none_or(|s| s.trim().is_empty());
    plain
        .then(|| Counter::scoped("staff", query.scope, query.institution_id))
        .flatten()
        .map(|c| c.with_status(query.status.map(|s| s.code())).with_kind(query.teachers_only.then_some("true")))
}

fn insert_positions(conn: &mut PgConnection, staff_id: i64, positions: &[StaffPositionDraft]) -> QueryResult<()> {
    for position in positions {
        let id: i64 = diesel::insert_into(staff_positions::table)
            .values((
                staff_positions::staff_id.eq(staff_id),
                staff_positions::position_id.eq(position.position_id.get()),
                staff_positions::work_form.eq(position.work_form.code()),
                staff_positions::rate.eq(position.rate.hundredths()),
            ))
            .returning(staff_positions::id)
            .get_result(conn)?;
        let subjects: Vec<_> = position
            .edu_subject_ids
            .iter()
            .map(|subject| (staff_position_subjects::staff_position_id.eq(id), staff_position_subjects::edu_subject_id.eq(subject)))
            .collect();
        if !subjects.is_empty() {
            diesel::insert_into(staff_position_subjects::table).values(subjects).execute(conn)?;
        }
    }
    Ok(())
}

fn employment_conflict(error: diesel::result::Error) -> AppError {
    match unique_violation(&error) {
        Some("staffs_institution_citizen_key") => AppError::conflict(StaffRule::AlreadyEmployed),
        _ => internal(error),
    }
}

impl StaffQueries for PgStore {
    fn list(&self, query: &StaffQuery) -> Result<Page<StaffMember>, AppError> {
        let mut conn = self.conn()?;
        // The page's ids from one table's indexes, then their cards by primary key, with the total
        // beside them: a deep page skips index entries, not cards.
        let page = ordered(matching(query), query).select(staffs::id).limit(query.page.limit()).offset(query.page.offset());
        let (cards, total) =
            page_of_cards::<StaffCard, _, _>(&mut conn, page, STAFF_CARDS, counter(query), || matching(query).select(staffs::id))
                .map_err(internal)?;
        Ok(Page::new(cards.into_iter().map(StaffMember::try_from).collect::<Result<_, _>>()?, total))
    }

    fn find(&self, id: StaffId) -> Result<Option<StaffMember>, AppError> {
        let mut conn = self.conn()?;
        find_staff(&mut conn, id).map_err(internal)
    }

    fn find_citizen(&self, pinfl: &Pinfl) -> Result<Option<Citizen>, AppError> {
        let mut conn = self.conn()?;
        let row: Option<CitizenRow> = citizens::table
            .filter(citizens::pinfl.eq(pinfl.as_str()))
            .select(CitizenRow::as_select())
            .first(&mut conn)
            .optional()
            .map_err(internal)?;
        Ok(row.map(Citizen::from))
    }
}

impl StaffRepository for PgTransaction<'_> {
    fn find(&mut self, id: StaffId, lock: Lock) -> Result<Option<StaffMember>, AppError> {
        if !self.lock_root(lock, Root::Staffs, id.get())? {
            return Ok(None);
        }
        find_staff(self.conn, id).map_err(internal)
    }

    fn teaching_positions(&mut self, ids: &[PositionId]) -> Result<Vec<(PositionId, bool)>, AppError> {
        let ids: Vec<i64> = ids.iter().map(|id| id.get()).collect();
        let rows: Vec<(i64, bool)> = institution_positions::table
            .filter(institution_positions::id.eq_any(&ids))
            .select((institution_positions::id, institution_positions::is_teaching))
            .load(self.conn)
            .map_err(internal)?;
        Ok(rows.into_iter().map(|(id, teaching)| (PositionId::from_stored(id), teaching)).collect())
    }

    fn known_subjects(&mut self, ids: &[i64]) -> Result<BTreeSet<i64>, AppError> {
        let rows: Vec<i64> =
            edu_subjects::table.filter(edu_subjects::id.eq_any(ids)).select(edu_subjects::id).load(self.conn).map_err(internal)?;
        Ok(rows.into_iter().collect())
    }

    fn insert(&mut self, institution: InstitutionId, citizen: CitizenId, draft: &StaffDraft) -> Result<StaffMember, AppError> {
        let id: i64 = diesel::insert_into(staffs::table)
            .values((
                staffs::institution_id.eq(institution.get()),
                staffs::citizen_id.eq(citizen.get()),
                staffs::status.eq(draft.status.code()),
            ))
            .returning(staffs::id)
            .get_result(self.conn)
            .map_err(employment_conflict)?;
        insert_positions(self.conn, id, &draft.positions).map_err(internal)?;
        find_staff(self.conn, StaffId::from_stored(id)).map_err(internal)?.ok_or(AppError::NotFound)
    }

    fn save(&mut self, id: StaffId, draft: &StaffDraft, version: Version) -> Result<StaffMember, AppError> {
        let changed = diesel::update(
            staffs::table.filter(staffs::id.eq(id.get()).and(staffs::version.eq(version.get())).and(staffs::deleted_at.is_null())),
        )
        .set((staffs::status.eq(draft.status.code()), staffs::version.eq(staffs::version + 1), staffs::updated_at.eq(Utc::now())))
        .execute(self.conn)
        .map_err(internal)?;
        stale_unless_changed(changed)?;
        diesel::delete(staff_positions::table.filter(staff_positions::staff_id.eq(id.get()))).execute(self.conn).map_err(internal)?;
        insert_positions(self.conn, id.get(), &draft.positions).map_err(internal)?;
        find_staff(self.conn, id).map_err(internal)?.ok_or(AppError::NotFound)
    }

    fn delete(&mut self, member: &StaffMember) -> Result<(), AppError> {
        diesel::update(staffs::table.find(member.id.get()))
            .set((staffs::deleted_at.eq(Some(Utc::now())), staffs::version.eq(staffs::version + 1)))
            .execute(self.conn)
            .map_err(internal)?;
        Ok(())
    }
}
