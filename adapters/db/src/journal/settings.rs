//! Each institution's journal settings; an institution without a row has the defaults.

use std::collections::BTreeMap;

use application::AppError;
use diesel::prelude::*;
use domain::assessment::Gpa;
use domain::ids::InstitutionId;
use domain::journal::JournalSettings;
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed};
use crate::schema::journal_settings;

type Row = (i64, i16, i16, i32, i32, i32, i16, i32);

fn columns() -> (
    journal_settings::institution_id,
    journal_settings::window_days,
    journal_settings::sheet_close_days,
    journal_settings::warning_hours,
    journal_settings::reprimand_hours,
    journal_settings::expulsion_hours,
    journal_settings::promotion_gpa_tenths,
    journal_settings::version,
) {
    (
        journal_settings::institution_id,
        journal_settings::window_days,
        journal_settings::sheet_close_days,
        journal_settings::warning_hours,
        journal_settings::reprimand_hours,
        journal_settings::expulsion_hours,
        journal_settings::promotion_gpa_tenths,
        journal_settings::version,
    )
}

/// The stored columns are checked by the table's constraints, so each fits its type.
fn settings((_, window, close, warning, reprimand, expulsion, gpa, _): Row) -> JournalSettings {
    JournalSettings {
        window_days: window.clamp(0, 255) as u8,
        sheet_close_days: close.clamp(0, 255) as u8,
        warning_hours: warning,
        reprimand_hours: reprimand,
        expulsion_hours: expulsion,
        promotion_gpa: Gpa::from_tenths(i32::from(gpa)),
    }
}

pub(crate) fn of(conn: &mut PgConnection, institution: InstitutionId) -> Result<(JournalSettings, Version), AppError> {
    let row: Option<Row> = journal_settings::table.find(institution.get()).select(columns()).first(conn).optional().map_err(internal)?;
    Ok(row.map_or((JournalSettings::default(), Version::new(0)), |r| (settings(r), Version::new(r.7))))
}

pub(crate) fn of_many(
    conn: &mut PgConnection,
    institutions: &[InstitutionId],
) -> Result<BTreeMap<InstitutionId, JournalSettings>, AppError> {
    let ids: Vec<i64> = institutions.iter().map(|i| i.get()).collect();
    let rows: Vec<Row> =
        journal_settings::table.filter(journal_settings::institution_id.eq_any(ids)).select(columns()).load(conn).map_err(internal)?;
    let mut all: BTreeMap<InstitutionId, JournalSettings> = institutions.iter().map(|i| (*i, JournalSettings::default())).collect();
    for row in rows {
        all.insert(InstitutionId::from_stored(row.0), settings(row));
    }
    Ok(all)
}

pub(crate) fn save(
    conn: &mut PgConnection,
    institution: InstitutionId,
    s: &JournalSettings,
    version: Version,
) -> Result<Version, AppError> {
    let values = (
        journal_settings::window_days.eq(i16::from(s.window_days)),
        journal_settings::sheet_close_days.eq(i16::from(s.sheet_close_days)),
        journal_settings::warning_hours.eq(s.warning_hours),
        journal_settings::reprimand_hours.eq(s.reprimand_hours),
        journal_settings::expulsion_hours.eq(s.expulsion_hours),
        journal_settings::promotion_gpa_tenths.eq(s.promotion_gpa.tenths() as i16),
    );
    let next = version.next();
    let changed = if version.get() == 0 {
        diesel::insert_into(journal_settings::table)
            .values((journal_settings::institution_id.eq(institution.get()), values, journal_settings::version.eq(1)))
            .on_conflict_do_nothing()
            .execute(conn)
    } else {
        diesel::update(
            journal_settings::table
                .filter(journal_settings::institution_id.eq(institution.get()))
                .filter(journal_settings::version.eq(version.get())),
        )
        .set((values, journal_settings::version.eq(next.get())))
        .execute(conn)
    }
    .map_err(internal)?;
    stale_unless_changed(changed)?;
    Ok(next)
}
