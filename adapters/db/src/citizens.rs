//! The register of persons: one row per PINFL, shared by staff and students.

use std::collections::HashMap;

use application::ports::CitizenRegistry;
use application::AppError;
use chrono::Utc;
use diesel::pg::upsert::excluded;
use diesel::prelude::*;
use domain::ids::CitizenId;
use domain::staff::{CitizenDraft, StaffRule};

use crate::errors::{internal, unique_violation};
use crate::roles::escape_like;
use crate::schema::citizens;
use crate::unit_of_work::PgTransaction;

/// A person's name as the name search compares it, of the citizen row `alias` ("c" for `c.`,
/// "" for the table itself): the database's `citizen_search_name`, over which
/// `citizens_search_name_idx` finds matches without reading them all.
pub(crate) fn search_name(alias: &str) -> String {
    let of = if alias.is_empty() { String::new() } else { format!("{alias}.") };
    format!("citizen_search_name({of}last_name, {of}first_name, {of}middle_name)")
}

/// The `ILIKE` pattern of a name search: anywhere in the name, every apostrophe as the stored
/// names are compared (`o'g'li` finds `o‘g‘li`), the pattern's own wildcards taken literally.
pub(crate) fn name_pattern(search: &str) -> String {
    format!("%{}%", escape_like(&domain::text::with_one_apostrophe(search.trim())))
}

/// The condition that the person of `column` (a citizen id) is searched for: the name holds
/// `search`, or, when it is all digits, the PINFL begins with it; as the SQL before its one bound
/// pattern (the caller closes the parenthesis), and the pattern.
pub(crate) fn searched(column: &str, search: &str) -> (String, String) {
    if search.bytes().all(|b| b.is_ascii_digit()) {
        (format!("{column} IN (SELECT id FROM citizens WHERE pinfl LIKE "), format!("{search}%"))
    } else {
        (format!("{column} IN (SELECT id FROM citizens WHERE {} ILIKE ", search_name("")), name_pattern(search))
    }
}

/// The persons with the drafts' PINFLs, recorded or brought up to date; their ids by PINFL.
pub(crate) fn upsert(conn: &mut PgConnection, drafts: &[CitizenDraft]) -> QueryResult<HashMap<String, i64>> {
    let mut ids = HashMap::with_capacity(drafts.len());
    for chunk in drafts.chunks(2_000) {
        let rows: Vec<_> = chunk
            .iter()
            .map(|c| {
                (
                    citizens::pinfl.eq(c.pinfl.as_str()),
                    citizens::last_name.eq(&c.last_name),
                    citizens::first_name.eq(&c.first_name),
                    citizens::middle_name.eq(&c.middle_name),
                    citizens::birth_date.eq(c.birth_date),
                    citizens::gender.eq(c.gender.code()),
                    citizens::passport.eq(c.passport.as_str()),
                )
            })
            .collect();
        let stored: Vec<(i64, String)> = diesel::insert_into(citizens::table)
            .values(&rows)
            .on_conflict(citizens::pinfl)
            .do_update()
            .set((
                citizens::last_name.eq(excluded(citizens::last_name)),
                citizens::first_name.eq(excluded(citizens::first_name)),
                citizens::middle_name.eq(excluded(citizens::middle_name)),
                citizens::birth_date.eq(excluded(citizens::birth_date)),
                citizens::gender.eq(excluded(citizens::gender)),
                citizens::passport.eq(excluded(citizens::passport)),
                citizens::version.eq(citizens::version + 1),
                citizens::updated_at.eq(Utc::now()),
            ))
            .returning((citizens::id, citizens::pinfl))
            .get_results(conn)?;
        ids.extend(stored.into_iter().map(|(id, pinfl)| (pinfl, id)));
    }
    Ok(ids)
}

impl CitizenRegistry for PgTransaction<'_> {
    fn find_or_create(&mut self, citizen: &CitizenDraft) -> Result<CitizenId, AppError> {
        self.find_or_create_many(std::slice::from_ref(citizen))?.pop().ok_or(AppError::NotFound)
    }

    fn find_or_create_many(&mut self, drafts: &[CitizenDraft]) -> Result<Vec<CitizenId>, AppError> {
        let ids = upsert(self.conn, drafts).map_err(internal)?;
        drafts
            .iter()
            .map(|d| ids.get(d.pinfl.as_str()).map(|id| CitizenId::from_stored(*id)))
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| AppError::internal("a person was not stored"))
    }

    fn correct(&mut self, id: CitizenId, details: &CitizenDraft) -> Result<(), AppError> {
        diesel::update(citizens::table.find(id.get()))
            .set((
                citizens::pinfl.eq(details.pinfl.as_str()),
                citizens::last_name.eq(&details.last_name),
                citizens::first_name.eq(&details.first_name),
                citizens::middle_name.eq(&details.middle_name),
                citizens::birth_date.eq(details.birth_date),
                citizens::gender.eq(details.gender.code()),
                citizens::passport.eq(details.passport.as_str()),
                citizens::version.eq(citizens::version + 1),
                citizens::updated_at.eq(Utc::now()),
            ))
            .execute(self.conn)
            .map_err(|error| match unique_violation(&error) {
                Some("citizens_pinfl_key") => AppError::conflict(StaffRule::PinflTaken),
                _ => internal(error),
            })?;
        Ok(())
    }
}
