import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtureTasks } from '../../fixtures';
import { tasksUrl } from '../../urlState';
import { fixtureDrivers, fixturePeople, fixtureVehicle } from '../../../vehicles/fixtures';
import { formatPlate } from '../../../vehicles/format';
import { renderWithApp } from '../../../../test-utils/renderWithApp';
import { TasksView, type TasksViewProps } from './TasksView';
import { listFixture } from '../../../../test-utils/listState';

/** A vehicle no loaded task has: the old filter could not offer it. */
const farAway = fixtureVehicle(1234);

function props(overrides: Partial<TasksViewProps> = {}): TasksViewProps {
  return {
    title: 'Tasks',
    state: tasksUrl.empty,
    onStateChange: vi.fn(),
    people: fixtureDrivers,
    vehicleFilter: {
      matches: [farAway],
      more: true,
      loading: false,
      failed: false,
      chosen: null,
      onSearchChange: vi.fn(),
    },
    list: listFixture(fixtureTasks(3)),
    onAdd: vi.fn(),
    onSetStatus: vi.fn(),
    onAssign: vi.fn(),
    ...overrides,
  };
}

describe('the tasks page’s vehicle filter', () => {
  it('searches the register with what is typed and narrows the list to the vehicle chosen', async () => {
    const user = userEvent.setup();
    const given = props();
    renderWithApp(<TasksView {...given} />);
    const field = screen.getByRole('combobox', { name: 'Vehicle' });
    await user.type(field, 'AB 12');
    await waitFor(() => expect(given.vehicleFilter.onSearchChange).toHaveBeenLastCalledWith('AB 12'));

    const list = screen.getByRole('listbox', { name: 'Vehicle' });
    expect(screen.getByText('More vehicles match: type more to narrow the list.')).toBeInTheDocument();
    await user.click(
      within(list).getByRole('option', {
        name: new RegExp(formatPlate(farAway.registration)),
      }),
    );
    expect(given.onStateChange).toHaveBeenLastCalledWith({ ...tasksUrl.empty, vehicle: farAway.id });
  });

  it('shows the chosen vehicle’s plate and clears the filter with its button', async () => {
    const user = userEvent.setup();
    const chosen = fixtureVehicle(2);
    const given = props({
      state: { ...tasksUrl.empty, vehicle: chosen.id, due: ['overdue'] },
      vehicleFilter: { ...props().vehicleFilter, chosen },
    });
    renderWithApp(<TasksView {...given} />);
    const plate = formatPlate(chosen.registration);
    expect(screen.getByRole('combobox', { name: 'Vehicle' })).toHaveValue(plate);
    await user.click(screen.getByRole('button', { name: 'Clear choice' }));
    expect(given.onStateChange).toHaveBeenLastCalledWith({ ...tasksUrl.empty, due: ['overdue'] });
  });

  it('says so when the search failed', async () => {
    const user = userEvent.setup();
    renderWithApp(<TasksView {...props({ vehicleFilter: { ...props().vehicleFilter, failed: true } })} />);
    await user.click(screen.getByRole('combobox', { name: 'Vehicle' }));
    expect(screen.getByText('The vehicles could not be loaded.')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});

describe('assigning a task', () => {
  it('finds the 40th of 43 people by typing part of the name and assigns the task to them', async () => {
    const user = userEvent.setup();
    const people = fixturePeople(43);
    const task = fixtureTasks(1)[0]!;
    const given = props({ people, list: listFixture([task]) });
    renderWithApp(<TasksView {...given} />);
    const actions = screen.getByRole('button', { name: `Actions for ${task.title}` });
    await user.click(actions);
    await user.click(await screen.findByRole('menuitem', { name: 'Assign To' }));
    const dialog = await screen.findByRole('dialog', { name: `Assign “${task.title}”` });
    const field = within(dialog).getByRole('combobox', { name: 'Assignee' });
    await waitFor(() => expect(field).toHaveFocus());
    const list = screen.getByRole('listbox', { name: 'Assignee' });
    expect(within(list).getAllByRole('option')).toHaveLength(44);
    await user.keyboard('dorthe and');
    expect(field).toHaveValue('dorthe and');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(given.onAssign).toHaveBeenCalledWith(task, people[39]!.id);
    expect(people[39]).toMatchObject({ name: 'Dorthe', surname: 'Andersen' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actions).toHaveFocus());
  });

  it('unassigns with Nobody, and offers it only while it matches what is typed', async () => {
    const user = userEvent.setup();
    const people = fixturePeople(5);
    const task = {
      ...fixtureTasks(1)[0]!,
      assignee: { id: people[1]!.id, name: people[1]!.name, surname: people[1]!.surname },
    };
    const given = props({ people, list: listFixture([task]) });
    renderWithApp(<TasksView {...given} />);
    await user.click(screen.getByRole('button', { name: `Actions for ${task.title}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Assign To' }));
    const field = await screen.findByRole('combobox', { name: 'Assignee' });
    await waitFor(() => expect(field).toHaveFocus());
    // Empty for a search, the current assignee as its placeholder.
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('placeholder', 'Birgitte Jensen');
    await user.keyboard('xyz');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Nobody (not assigned)' })).toBeNull());
    await user.clear(field);
    await user.keyboard('nob');
    await user.click(await screen.findByRole('option', { name: 'Nobody (not assigned)' }));
    expect(given.onAssign).toHaveBeenCalledWith(task, null);
  });
});
